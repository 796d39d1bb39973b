# games_documented (ctest, cmake -P): every menu game of the registry (`foodcourt-cli list`,
# not the test-only ones) is in the hand-written docs and the generated package texts:
# its title in README.md, docs/README.md (which links docs/rules/<id>.md), its own
# docs/rules/<id>.md, the AppStream metainfo and the package description. A new game's
# line in cmake/FoodCourtGames.cmake is not done until its docs are.
#   -DCLI=<foodcourt-cli> -DSOURCE_DIR=<repo> -DMETAINFO=<built metainfo.xml>
#   -DCPACK_CONFIG=<build>/CPackConfig.cmake
foreach(var CLI SOURCE_DIR METAINFO CPACK_CONFIG)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "games_documented: -D${var}=... is missing")
    endif()
endforeach()

execute_process(COMMAND ${CLI} list OUTPUT_VARIABLE listed RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "games_documented: foodcourt-cli list failed: ${failed}")
endif()
string(JSON count LENGTH "${listed}" games)

function(read_text path out_var)
    if(NOT EXISTS ${path})
        set(${out_var} "" PARENT_SCOPE)
        return()
    endif()
    file(READ ${path} text)
    set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

read_text(${SOURCE_DIR}/README.md readme)
read_text(${SOURCE_DIR}/docs/README.md docs_readme)
read_text(${METAINFO} metainfo)
include(${CPACK_CONFIG}) # CPACK_PACKAGE_DESCRIPTION

# Appends to `missing` when `text` lacks `wanted` (texts are passed by variable name: they
# hold ';', which a CMake list would split).
macro(expect where text_var wanted)
    string(FIND "${${text_var}}" "${wanted}" at)
    if(at EQUAL -1)
        list(APPEND missing "${id}: \"${wanted}\" is not in ${where}")
    endif()
endmacro()

set(missing)
set(checked 0)
math(EXPR last "${count} - 1")
foreach(index RANGE ${last})
    string(JSON test_only GET "${listed}" games ${index} testOnly)
    if(test_only)
        continue()
    endif()
    string(JSON id GET "${listed}" games ${index} id)
    string(JSON title GET "${listed}" games ${index} title)
    math(EXPR checked "${checked} + 1")
    read_text(${SOURCE_DIR}/docs/rules/${id}.md rules_page)
    expect("README.md" readme "${title}")
    expect("docs/README.md" docs_readme "${title}")
    expect("docs/README.md" docs_readme "rules/${id}.md")
    expect("docs/rules/${id}.md" rules_page "${title}")
    expect("the metainfo" metainfo "${title}")
    expect("the package description" CPACK_PACKAGE_DESCRIPTION "${title}")
endforeach()

if(checked EQUAL 0)
    message(FATAL_ERROR "games_documented: foodcourt-cli list has no menu game")
endif()
if(missing)
    list(JOIN missing "\n  " lines)
    message(FATAL_ERROR "games_documented: ${checked} games, missing:\n  ${lines}")
endif()
message(STATUS "games_documented: ${checked} games, each in every document")
