# iOS wiring for the app: foodcourt_setup_ios(<target>) makes it an app bundle with
# Info.plist, the launch screen and the icon catalogue (AppIcon, one 1024 px image that
# Xcode 14+ scales for every device), for iPhone and iPad, under the bundle id
# FOODCOURT_BUNDLE_ID. Build with Qt for iOS (see README.md, "Phones and tablets").
set(FOODCOURT_BUNDLE_ID "org.foodcourt.app" CACHE STRING
    "iOS bundle identifier (use your own reverse domain to sign and publish)")

function(foodcourt_setup_ios target)
    set(dir ${CMAKE_CURRENT_FUNCTION_LIST_DIR})
    set(resources ${dir}/Assets.xcassets ${dir}/LaunchScreen.storyboard)
    target_sources(${target} PRIVATE ${resources})
    set_source_files_properties(${resources} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    set_target_properties(${target} PROPERTIES
        MACOSX_BUNDLE TRUE
        MACOSX_BUNDLE_INFO_PLIST ${dir}/Info.plist
        MACOSX_BUNDLE_GUI_IDENTIFIER ${FOODCOURT_BUNDLE_ID}
        MACOSX_BUNDLE_BUNDLE_NAME "Food Court"
        MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
        MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
        XCODE_ATTRIBUTE_PRODUCT_BUNDLE_IDENTIFIER ${FOODCOURT_BUNDLE_ID}
        XCODE_ATTRIBUTE_ASSETCATALOG_COMPILER_APPICON_NAME AppIcon
        XCODE_ATTRIBUTE_TARGETED_DEVICE_FAMILY "1,2" # iPhone and iPad
        XCODE_ATTRIBUTE_IPHONEOS_DEPLOYMENT_TARGET 14.0)
endfunction()
