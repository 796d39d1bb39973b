# The games: one line each, in menu order. The engine, the app's QML modules, the tests and
# the journeys loop over these lists instead of naming the games again. A game's own facts
# (title, players, timing, bots) stay with the game, in engine/<id>/game_info.cpp.
#
#     foodcourt_game(<id> [MODULE <QmlModule>] [TEST_ONLY] [UI_DIR <dir>])
#
# <id> is the game's folder under engine/ and its registry id; MODULE its QML module
# FoodCourt.<QmlModule>, in UI_DIR (default qml/<QmlModule>): its table, <QmlModule>Screen.qml,
# <QmlModule>Rules.qml and stall.h (its menu card). A TEST_ONLY game is built for the
# harness, the CLI and the tests, never for the app's menu.
# What still lists the games by hand: docs/plans/one-list-of-games.md.
set(FOODCOURT_GAMES)      # shown in the app's menu
set(FOODCOURT_TEST_GAMES) # never shown in the app
macro(foodcourt_game id)
    cmake_parse_arguments(_foodcourt_game "TEST_ONLY" "MODULE;UI_DIR" "" ${ARGN})
    if(_foodcourt_game_TEST_ONLY)
        list(APPEND FOODCOURT_TEST_GAMES ${id})
    else()
        list(APPEND FOODCOURT_GAMES ${id})
    endif()
    set(FOODCOURT_GAME_MODULE_${id} ${_foodcourt_game_MODULE})
    if(_foodcourt_game_UI_DIR)
        set(FOODCOURT_GAME_UI_DIR_${id} ${_foodcourt_game_UI_DIR})
    elseif(_foodcourt_game_MODULE)
        set(FOODCOURT_GAME_UI_DIR_${id} qml/${_foodcourt_game_MODULE})
    else()
        set(FOODCOURT_GAME_UI_DIR_${id})
    endif()
endmacro()

foodcourt_game(tindahan MODULE Tindahan)
foodcourt_game(kommegleich MODULE KommeGleich)
foodcourt_game(kandarklash MODULE KandarKlash)
foodcourt_game(wokup MODULE WokUp)
foodcourt_game(kakilima MODULE KakiLima)
foodcourt_game(testgame MODULE TestGame TEST_ONLY UI_DIR tests/qml/TestGame)

# foodcourt_stall_texts(<id> <title-var> <pitch-var>): the English title and pitch written in
# the game's <UI_DIR>/stall.h (its first two QT_TRANSLATE_NOOP("StallCatalog", ...)), for
# texts generated at configure time (the AppStream game list, the package description).
# Empty when the game has no stall.h.
function(foodcourt_stall_texts id title_var pitch_var)
    set(header ${PROJECT_SOURCE_DIR}/${FOODCOURT_GAME_UI_DIR_${id}}/stall.h)
    set(texts)
    if(FOODCOURT_GAME_UI_DIR_${id} AND EXISTS ${header})
        set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${header})
        file(READ ${header} source)
        string(REGEX MATCHALL "QT_TRANSLATE_NOOP\\(\"StallCatalog\",[ \t\r\n]*\"[^\"]*\"" found
               "${source}")
        foreach(match IN LISTS found)
            string(REGEX REPLACE ".*\"([^\"]*)\"$" "\\1" text "${match}")
            list(APPEND texts "${text}")
        endforeach()
    endif()
    list(LENGTH texts count)
    if(count LESS 2)
        set(${title_var} "" PARENT_SCOPE)
        set(${pitch_var} "" PARENT_SCOPE)
        return()
    endif()
    list(GET texts 0 title)
    list(GET texts 1 pitch)
    set(${title_var} "${title}" PARENT_SCOPE)
    set(${pitch_var} "${pitch}" PARENT_SCOPE)
endfunction()
