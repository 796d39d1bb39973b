# Android wiring for the app: foodcourt_setup_android(<target>) points Qt at this folder
# (manifest, launcher icons, strings) and stamps the version. Qt for Android then offers the
# `apk` and `aab` build targets (see README.md, "Phones and tablets").

# foodcourt_android_version_code(<MAJOR.MINOR.PATCH> <out-var>): the integer Android
# compares to order releases, MAJOR*10000 + MINOR*100 + PATCH (0.1.0 -> 100, 1.2.3 -> 10203),
# so every later version has a higher code. MINOR and PATCH must stay below 100.
function(foodcourt_android_version_code version out_var)
    if(NOT version MATCHES "^([0-9]+)\\.([0-9]+)\\.([0-9]+)$")
        message(FATAL_ERROR "Android version code: '${version}' is not MAJOR.MINOR.PATCH")
    endif()
    set(major ${CMAKE_MATCH_1})
    set(minor ${CMAKE_MATCH_2})
    set(patch ${CMAKE_MATCH_3})
    if(minor GREATER 99 OR patch GREATER 99)
        message(FATAL_ERROR "Android version code: minor and patch of '${version}' must be 0-99")
    endif()
    math(EXPR code "${major} * 10000 + ${minor} * 100 + ${patch}")
    if(code LESS 1)
        set(code 1) # Android wants a positive code; 0.0.0 ships as 1
    endif()
    set(${out_var} ${code} PARENT_SCOPE)
endfunction()

function(foodcourt_setup_android target)
    foodcourt_android_version_code(${PROJECT_VERSION} code)
    set_target_properties(${target} PROPERTIES
        QT_ANDROID_PACKAGE_SOURCE_DIR ${CMAKE_CURRENT_FUNCTION_LIST_DIR}
        QT_ANDROID_VERSION_CODE ${code}
        QT_ANDROID_VERSION_NAME ${PROJECT_VERSION}
        QT_ANDROID_MIN_SDK_VERSION 23
        QT_ANDROID_TARGET_SDK_VERSION 33)
endfunction()
