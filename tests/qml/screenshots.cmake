# Layout audit of one language: the app walks every view (menu, settings, about, each
# stall's setup and rules, each built game's table) through every device size (phones and
# tablets both ways round at device pixel ratios 1-3) in ONE process, re-laying out its
# window instead of starting a process per render, and fails on clipped or overflowing
# text, touch targets under 48 dp, controls overlapping or under a notch, blank renders
# (`foodcourt --audit`, platform/app/auditrunner.h).
#   ctest screenshots:        English, keeping a PNG of every view at ratio 2 for a human
#                             to look at: <OUTPUT_DIR>/<view>-<WxH>.png
#   ctest layout_audit_<lang>: the other languages, no PNGs (tests/platform)
#   ctest ocr_<lang>_<size>:  with -DOCR=tablet|phone, one size, every view read back by
#                             OCR (--audit-ocr); PNGs and the text read in OUTPUT_DIR
#   ctest layout_audit_large_text_<lang>: with -DTEXT_SCALE=1.4, as a reader whose device
#                             asks for 140 % text (FOODCOURT_TEXT_SCALE)
#   ctest ocr_large_text_<lang>_<size>: OCR and TEXT_SCALE together (PNGs and text in
#                             build/ocr/<lang>-<size>-140)
# Views listed in tests/platform/layout_audit_allowed.txt (fixes still owed) are reported
# but do not fail; at large text, those in layout_audit_large_text_allowed.txt.
# Usage: cmake -DAPP=<foodcourt> [-DLANGUAGE=en] [-DOCR=tablet|phone] [-DOUTPUT_DIR=<dir>]
#              [-DTEXT_SCALE=1.4] -P screenshots.cmake
cmake_minimum_required(VERSION 3.21)
if(NOT DEFINED APP)
    message(FATAL_ERROR "screenshots.cmake needs -DAPP=<foodcourt executable>")
endif()
if(NOT DEFINED LANGUAGE)
    set(LANGUAGE en)
endif()

set(command "${APP}" --audit --lang ${LANGUAGE})
set(allowed_list layout_audit_allowed.txt)
if(DEFINED TEXT_SCALE)
    set(ENV{FOODCOURT_TEXT_SCALE} ${TEXT_SCALE})
    set(allowed_list layout_audit_large_text_allowed.txt)
endif()
file(STRINGS "${CMAKE_CURRENT_LIST_DIR}/../platform/${allowed_list}" allowed
     REGEX "^[^#]")
if(allowed)
    list(JOIN allowed "," allowed)
    list(APPEND command --audit-allow "${allowed}")
endif()
if(DEFINED OCR)
    list(APPEND command --audit-ocr ${OCR})
endif()
if(DEFINED OUTPUT_DIR)
    file(REMOVE_RECURSE "${OUTPUT_DIR}")
    list(APPEND command --audit-shots "${OUTPUT_DIR}")
endif()
# The time limit guards against a hang, not speed: on CI's 2 cores, two at a time, a
# whole-language audit took 155-170 s (2026-11-26).
execute_process(COMMAND ${command}
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE errors
    TIMEOUT 420)
message(STATUS "${LANGUAGE}: ${output}")
if(errors MATCHES "known: ")
    message(STATUS "known findings (${LANGUAGE}), see ${allowed_list}:\n${errors}")
endif()
if(NOT result EQUAL 0)
    message(FATAL_ERROR "layout audit (${LANGUAGE}) failed, exit ${result}:\n${errors}")
endif()
if(DEFINED OUTPUT_DIR)
    file(GLOB pngs "${OUTPUT_DIR}/*.png")
    list(LENGTH pngs count)
    if(count EQUAL 0)
        message(FATAL_ERROR "layout audit (${LANGUAGE}): no PNG in ${OUTPUT_DIR}")
    endif()
    message(STATUS "${count} PNGs in ${OUTPUT_DIR}")
endif()
