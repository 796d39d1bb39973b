# ctest translations_check: the .ts files are complete and in step with the sources.
# Runs lupdate over the same sources as update_translations, into copies of the .ts files
# (obsolete entries kept, so removed strings show up), and fails when
#   - a copy differs from the committed file (a string was added, removed or changed), or
#   - any entry is unfinished, vanished or obsolete, or
#   - a French text has a plain space where French typography needs a no-break one.
# Usage: cmake -DLUPDATE=<lupdate> -DSOURCE_DIR=<project root> -DWORK_DIR=<scratch dir>
#              -P check_translations.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var LUPDATE SOURCE_DIR WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_translations.cmake needs -D${var}=...")
    endif()
endforeach()
include("${CMAKE_CURRENT_LIST_DIR}/TranslationSources.cmake")

foodcourt_translation_sources(sources "${SOURCE_DIR}")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
list(JOIN sources "\n" source_lines)
file(WRITE "${WORK_DIR}/sources.lst" "${source_lines}\n")

set(committed)
set(copies)
foreach(language IN LISTS FOODCOURT_LANGUAGES)
    set(ts "${CMAKE_CURRENT_LIST_DIR}/foodcourt_${language}.ts")
    if(NOT EXISTS "${ts}")
        message(FATAL_ERROR "missing translation file ${ts}")
    endif()
    file(COPY "${ts}" DESTINATION "${WORK_DIR}")
    list(APPEND committed "${ts}")
    list(APPEND copies "${WORK_DIR}/foodcourt_${language}.ts")
endforeach()

execute_process(
    COMMAND "${LUPDATE}" ${FOODCOURT_LUPDATE_OPTIONS} "@${WORK_DIR}/sources.lst" -ts ${copies}
    RESULT_VARIABLE lupdate_result
    OUTPUT_VARIABLE lupdate_output
    ERROR_VARIABLE lupdate_output)
if(NOT lupdate_result EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${lupdate_result}):\n${lupdate_output}")
endif()

find_program(DIFF_PROGRAM diff)
set(problems 0)
foreach(ts copy IN ZIP_LISTS committed copies)
    get_filename_component(name "${ts}" NAME)
    file(READ "${ts}" before)
    file(READ "${copy}" after)
    if(NOT before STREQUAL after)
        math(EXPR problems "${problems} + 1")
        set(details "")
        if(DIFF_PROGRAM)
            execute_process(COMMAND "${DIFF_PROGRAM}" -u "${ts}" "${copy}" OUTPUT_VARIABLE details)
        endif()
        message(SEND_ERROR "${name} is out of step with the sources: run the "
            "update_translations target and translate what it adds.\n${details}")
    endif()
    string(REGEX MATCHALL "type=\"(unfinished|vanished|obsolete)\"" flagged "${after}")
    list(LENGTH flagged flagged_count)
    if(flagged_count GREATER 0)
        math(EXPR problems "${problems} + 1")
        message(SEND_ERROR "${name}: ${flagged_count} unfinished, vanished or obsolete entries")
    endif()
endforeach()

# French typography: a no-break space (&#xa0; as lupdate writes it) before : ; ! ? » and
# after «, so a wrapped line never starts with the punctuation mark.
file(READ "${CMAKE_CURRENT_LIST_DIR}/foodcourt_fr.ts" french)
string(REPLACE ";" "@SEMICOLON@" french "${french}") # a ';' would split the CMake list
string(REGEX MATCHALL "<(translation|numerusform)[^>]*>[^<]*" french_texts "${french}")
set(plain_spaces "")
foreach(text IN LISTS french_texts)
    if(text MATCHES "( [:!?]| @SEMICOLON@| »|« )")
        string(REGEX REPLACE "^<[^>]*>" "" text "${text}")
        string(REPLACE "@SEMICOLON@" ";" text "${text}")
        string(APPEND plain_spaces "\n  ${text}")
    endif()
endforeach()
if(plain_spaces)
    math(EXPR problems "${problems} + 1")
    message(SEND_ERROR "foodcourt_fr.ts: a plain space where French needs a no-break space "
        "(before : ; ! ? », after «); replace it with &#xa0;${plain_spaces}")
endif()

if(problems EQUAL 0)
    list(LENGTH sources source_count)
    message(STATUS "translations complete: ${source_count} source files, "
        "${FOODCOURT_LANGUAGES} in step")
endif()
