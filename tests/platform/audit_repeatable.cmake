# ctest audit_repeatable: the layout audit sees the same screen on every run. The real-time
# tables' views (the countdown, its signal word, mid-round with the bots' moves) are
# audited twice with PNGs kept, and every PNG must be byte for byte the same: the
# audit steps its own clock (platform/app/audittime.h), so neither the machine's load nor
# the wall clock decides which moment is seen. Findings are the layout audits' business;
# here only a crash or a missing PNG fails besides a difference.
# Usage: cmake -DAPP=<foodcourt> -DVIEWS=<prefix,prefix,...> -DWORK_DIR=<scratch>
#              [-DLANGUAGE=es] -P audit_repeatable.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var APP VIEWS WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "audit_repeatable.cmake needs -D${var}=...")
    endif()
endforeach()
if(NOT DEFINED LANGUAGE)
    set(LANGUAGE es) # the longest signal word ("¡A cocinar!")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
foreach(run first second)
    execute_process(
        COMMAND "${APP}" --lang ${LANGUAGE} --audit --audit-only "${VIEWS}"
                --audit-shots "${WORK_DIR}/${run}"
        RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 240)
    # 0 clean, 1 findings: both audited every view; anything else did not.
    if(NOT result EQUAL 0 AND NOT result EQUAL 1)
        message(FATAL_ERROR "audit (${run} run) ended with ${result}:\n${out}${err}")
    endif()
    if(err MATCHES "could not open the view")
        message(FATAL_ERROR "audit (${run} run) could not reach a view:\n${err}")
    endif()
    file(GLOB ${run}_pngs RELATIVE "${WORK_DIR}/${run}" "${WORK_DIR}/${run}/*.png")
endforeach()

list(LENGTH first_pngs count)
if(count EQUAL 0)
    message(FATAL_ERROR "no PNG in ${WORK_DIR}/first")
endif()
if(NOT first_pngs STREQUAL second_pngs)
    message(FATAL_ERROR "the two runs saved different views:\n${first_pngs}\n${second_pngs}")
endif()
set(differ "")
foreach(png IN LISTS first_pngs)
    file(SHA256 "${WORK_DIR}/first/${png}" a)
    file(SHA256 "${WORK_DIR}/second/${png}" b)
    if(NOT a STREQUAL b)
        list(APPEND differ ${png})
    endif()
endforeach()
if(differ)
    list(JOIN differ "\n  " differ)
    message(FATAL_ERROR "these views differ between two runs (${WORK_DIR}):\n  ${differ}")
endif()
message(STATUS "${count} PNGs, the same in both runs")
