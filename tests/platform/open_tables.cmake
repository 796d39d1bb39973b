# ctest open_tables_on_phones: the app started straight on each stall's table at phone sizes,
# upright and sideways, the way a resumed or directly opened game starts: the window takes
# its size while the table is still filling its models. Each run renders one frame, audits
# it and exits; a crash or a finding fails. (Qt 6.4's layouts crashed here on a Repeater
# rebuilding its delegates inside a layout: Tindahan's score sheet.)
# Usage: cmake -DAPP=<foodcourt> -DGAMES=<id,id,...> -DWORK_DIR=<scratch> -P open_tables.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var APP GAMES WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "open_tables.cmake needs -D${var}=...")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# Settings and saves of these runs stay in the scratch folder, away from the user's own.
set(ENV{XDG_DATA_HOME} "${WORK_DIR}/data")
set(ENV{XDG_CONFIG_HOME} "${WORK_DIR}/config")

set(failures "")
string(REPLACE "," ";" games "${GAMES}") # the ids of cmake/FoodCourtGames.cmake
foreach(stall IN LISTS games)
    foreach(size 1080x2340 2340x1080)
        execute_process(
            COMMAND "${APP}" --lang en --size ${size} --screen game --stall ${stall}
                    --screenshot "${WORK_DIR}/${stall}-${size}.png"
            RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
        if(NOT result EQUAL 0)
            string(APPEND failures "\n${stall} at ${size}: exit ${result}\n${out}${err}")
        endif()
    endforeach()
endforeach()
if(failures)
    message(FATAL_ERROR "tables that did not open cleanly on a phone:${failures}")
endif()
message(STATUS "every table opened at 1080x2340 and 2340x1080")
