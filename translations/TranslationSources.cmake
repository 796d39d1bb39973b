# What lupdate reads and which languages exist: shared by translations/CMakeLists.txt
# (the lupdate/lrelease targets) and check_translations.cmake (the ctest), so that the
# check sees exactly the sources update_translations sees.

set(FOODCOURT_LANGUAGES en fr es de nl it)

# Options for every lupdate run. No source locations: line numbers would churn the .ts
# files on every QML edit; the context (file or class name) tells translators enough.
set(FOODCOURT_LUPDATE_OPTIONS -locations none)

# Every file that may hold qsTr/tr: the QML modules (shell, common, games) with their C++
# backing types, and the app entry point. The static QML module libraries are not
# sources of foodcourt_app, so Qt 6.4's default (the target's SOURCES) would miss them.
function(foodcourt_translation_sources out_var source_dir)
    # In a build, re-glob on every build so new files are seen; in script mode (the ctest)
    # the glob runs fresh anyway and CONFIGURE_DEPENDS is not allowed.
    set(configure_depends CONFIGURE_DEPENDS)
    if(CMAKE_SCRIPT_MODE_FILE)
        set(configure_depends)
    endif()
    file(GLOB_RECURSE sources ${configure_depends}
        "${source_dir}/qml/*.qml" "${source_dir}/qml/*.js"
        "${source_dir}/qml/*.cpp" "${source_dir}/qml/*.h"
        "${source_dir}/platform/app/*.cpp" "${source_dir}/platform/app/*.h")
    list(SORT sources)
    set(${out_var} "${sources}" PARENT_SCOPE)
endfunction()
