# ctest package_deb: builds the Debian package with CPack, checks its contents (program,
# menu entry, AppStream metadata valid under `appstreamcli validate`, icons), checks that
# its dependencies are installed here, installs it with dpkg into a throw-away root
# (dpkg --root: nothing on the real system changes), starts the installed app offscreen
# on its menu and the installed command-line tool, and removes everything again.
# Usage: cmake -DBUILD_DIR=<build> -DWORK_DIR=<scratch> -DCPACK=<cpack> -P package_deb.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var BUILD_DIR WORK_DIR CPACK)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "package_deb.cmake needs -D${var}=...")
    endif()
endforeach()

function(run)
    cmake_parse_arguments(ARG "" "WHY;OUTPUT" "COMMAND" ${ARGN})
    execute_process(COMMAND ${ARG_COMMAND} RESULT_VARIABLE result OUTPUT_VARIABLE out
                    ERROR_VARIABLE err TIMEOUT 240)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${ARG_WHY} failed (exit ${result}):\n${ARG_COMMAND}\n${out}\n${err}")
    endif()
    if(ARG_OUTPUT)
        set(${ARG_OUTPUT} "${out}" PARENT_SCOPE)
    endif()
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(root "${WORK_DIR}/root")

# 1. Build the package.
run(WHY "cpack" COMMAND "${CPACK}" -G DEB --config "${BUILD_DIR}/CPackConfig.cmake"
                        -B "${WORK_DIR}/out")
file(GLOB debs "${WORK_DIR}/out/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${WORK_DIR}/out, found ${count}")
endif()
message(STATUS "built ${debs}")

# 2. Its contents.
run(WHY "dpkg-deb --contents" COMMAND dpkg-deb --contents "${debs}" OUTPUT listing)
foreach(path ./usr/bin/foodcourt ./usr/bin/foodcourt-cli
             ./usr/share/applications/org.foodcourt.FoodCourt.desktop
             ./usr/share/metainfo/org.foodcourt.FoodCourt.metainfo.xml
             ./usr/share/icons/hicolor/scalable/apps/foodcourt.svg
             ./usr/share/icons/hicolor/48x48/apps/foodcourt.png
             ./usr/share/icons/hicolor/256x256/apps/foodcourt.png)
    string(FIND "${listing}" " ${path}\n" at)
    if(at LESS 0)
        message(FATAL_ERROR "the package lacks ${path}:\n${listing}")
    endif()
endforeach()
run(WHY "dpkg-deb --field" COMMAND dpkg-deb --field "${debs}" Depends OUTPUT depends)
message(STATUS "Depends: ${depends}")

# 3. Every dependency is installed here (each "a | b" needs one of them).
string(REPLACE "," ";" alternatives_list "${depends}")
foreach(alternatives IN LISTS alternatives_list)
    string(REPLACE "|" ";" names "${alternatives}")
    set(satisfied FALSE)
    foreach(name IN LISTS names)
        string(REGEX REPLACE "\\(.*\\)" "" name "${name}")
        string(STRIP "${name}" name)
        execute_process(COMMAND dpkg-query -W -f=\${Status} "${name}"
                        OUTPUT_VARIABLE status ERROR_QUIET)
        if(status MATCHES "install ok installed")
            set(satisfied TRUE)
        endif()
    endforeach()
    if(NOT satisfied)
        message(FATAL_ERROR "dependency not installed here: ${alternatives}")
    endif()
endforeach()

# 4. Install into a throw-away root with dpkg. The dependencies were checked above against
# the real system, which is where the installed program finds its libraries.
file(MAKE_DIRECTORY "${root}/var/lib/dpkg/info" "${root}/var/lib/dpkg/updates")
file(TOUCH "${root}/var/lib/dpkg/status")
run(WHY "dpkg --install" COMMAND dpkg --root=${root} --force-not-root --force-depends
                                 --force-script-chrootless --install "${debs}")
run(WHY "dpkg --status" COMMAND dpkg --root=${root} --status foodcourt OUTPUT status)
if(NOT status MATCHES "Status: install ok installed")
    message(FATAL_ERROR "dpkg does not list foodcourt as installed:\n${status}")
endif()

# 5. The metadata as installed.
find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
    run(WHY "appstreamcli validate" COMMAND "${APPSTREAMCLI}" validate --no-net
        "${root}/usr/share/metainfo/org.foodcourt.FoodCourt.metainfo.xml")
else()
    message(WARNING "appstreamcli not found: AppStream metadata not validated")
endif()
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
    run(WHY "desktop-file-validate" COMMAND "${DESKTOP_FILE_VALIDATE}"
        "${root}/usr/share/applications/org.foodcourt.FoodCourt.desktop")
endif()

# 6. The installed programs start: the app reaches its menu (rendered offscreen, audited),
# the command-line tool lists the games.
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{QT_QUICK_BACKEND} software)
run(WHY "the installed app" COMMAND "${root}/usr/bin/foodcourt" --screen menu --lang en
    --size 1280x800 --screenshot "${WORK_DIR}/menu.png" OUTPUT started)
if(NOT started MATCHES "menu.png: ok" OR NOT EXISTS "${WORK_DIR}/menu.png")
    message(FATAL_ERROR "the installed app did not show its menu:\n${started}")
endif()
run(WHY "the installed command-line tool" COMMAND "${root}/usr/bin/foodcourt-cli" list
    OUTPUT games)
if(NOT games MATCHES "tindahan")
    message(FATAL_ERROR "foodcourt-cli list does not list tindahan:\n${games}")
endif()

# 7. Uninstall, and leave nothing behind.
run(WHY "dpkg --purge" COMMAND dpkg --root=${root} --force-not-root --force-script-chrootless
                               --purge foodcourt)
if(EXISTS "${root}/usr/bin/foodcourt")
    message(FATAL_ERROR "dpkg --purge left ${root}/usr/bin/foodcourt")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "package built, installed, started and removed")
