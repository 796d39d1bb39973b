# ctest screenshots: every main screen at tablet, small-tablet and phone sizes in all six
# languages, rendered offscreen by the app itself (`foodcourt --screenshot`), which also
# audits the layout (blank render, clipped text, touch targets under 48 dp) and exits
# non-zero on a finding. Fails if any render fails; the PNGs stay for a human to look at:
# <OUTPUT_DIR>/<lang>/<screen>-<WxH>.png.
# Usage: cmake -DAPP=<foodcourt> -DOUTPUT_DIR=<dir> -P screenshots.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var APP OUTPUT_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "screenshots.cmake needs -D${var}=...")
    endif()
endforeach()

include("${CMAKE_CURRENT_LIST_DIR}/../../translations/TranslationSources.cmake") # the languages
set(screens menu setup settings rules)
set(sizes 2560x1600 1280x800 1080x2340)

string(TIMESTAMP started "%s")
set(failures 0)
set(renders 0)
foreach(language IN LISTS FOODCOURT_LANGUAGES)
    file(MAKE_DIRECTORY "${OUTPUT_DIR}/${language}")
    foreach(screen IN LISTS screens)
        foreach(size IN LISTS sizes)
            set(png "${OUTPUT_DIR}/${language}/${screen}-${size}.png")
            file(REMOVE "${png}")
            execute_process(
                COMMAND "${APP}" --lang ${language} --size ${size} --screen ${screen}
                        --screenshot "${png}"
                RESULT_VARIABLE result
                OUTPUT_VARIABLE output
                ERROR_VARIABLE output
                TIMEOUT 60)
            math(EXPR renders "${renders} + 1")
            if(NOT result EQUAL 0 OR NOT EXISTS "${png}")
                math(EXPR failures "${failures} + 1")
                message(SEND_ERROR "${language}/${screen}-${size}: exit ${result}\n${output}")
            endif()
        endforeach()
    endforeach()
endforeach()
string(TIMESTAMP finished "%s")
math(EXPR seconds "${finished} - ${started}")
message(STATUS "${renders} screenshots in ${seconds} s, ${failures} failed; PNGs in ${OUTPUT_DIR}")
