"""Field set 6: Gradle 7's removal of the `compile` configuration (the dependency named is volatile;
Android Studio's `Error:(L, C)` prefix, Gradle's FAILURE block and a stack trace's `Caused by:` are
wrappers), kept apart from a flavour-specific `…Compile()` configuration; CMake unable to find
pkg-config, bare, as the head of CMake's call stack on Windows and vcpkg, and relayed by MSBuild."""

from fieldspec import G, V

_HANDLER = "on object of type org.gradle.api.internal.artifacts.dsl.dependencies.DefaultDependencyHandler."
# The call stack's next lines name CMake's module path (`cmake-3.17/Modules/FindPackageHandleStandardArgs`),
# which errkb's redaction takes for a high-entropy secret (a false positive reported to the lead), so the
# rows keep the thread's text only up to the stack header.
_PKGCONFIG_HEAD = "  Could NOT find PkgConfig (missing: PKG_CONFIG_EXECUTABLE)\nCall Stack (most recent call first):"

GROUPS = [
    G("gradle-compile-configuration-removed", "gradle", "wrapper",
      "https://github.com/seatgeek/android-PlacesAutocompleteTextView/issues/81",
      [f"Error:(12, 0) Could not find method compile() for arguments [com.seatgeek:placesautocomplete:0.3-SNAPSHOT] "
       f"{_HANDLER}\n<a href=\"openFile:<<root>>\\build.gradle\">Open File</a>",
       V(f"Could not find method compile() for arguments [file collection] {_HANDLER}",
         src="https://github.com/thon-ju/bluetooth_print/issues/112", cls="everyday"),
       V("* What went wrong:\nA problem occurred evaluating root project '<<proj>>'.\n"
         f"> Could not find method compile() for arguments [project ':RCTWeChat'] {_HANDLER}",
         src="https://github.com/yorkie/react-native-wechat/issues/257", cls="multiline", os="macos"),
       V("Caused by: org.gradle.internal.metaobject.AbstractDynamicObject$CustomMessageMissingMethodException: Could not "
         f"find method compile() for arguments [org.codehaus.groovy:groovy-all:3.0.0-alpha-3] {_HANDLER}",
         src="https://github.com/recursivecodes/oci-policy-generator/issues/2", os="linux"),
       V(f"Could not find method compile() for arguments [directory 'libs'] {_HANDLER}",
         src="https://github.com/lesliesam/react-native-wheel-picker/issues/81", cls="everyday")],
      cmd="./gradlew assembleDebug", os=("windows",)),
    G("gradle-flavor-compile-configuration", "gradle", "wrapper", "https://github.com/gradle/gradle/issues/4173",
      ["Error:Could not find method ileja_testDebugCompile() for arguments [DefaultProjectDependency{dependencyProject="
       "'project ':carrobotCommons'', configuration='ileja_testDebug'}] " + _HANDLER],
      cmd="./gradlew assembleIleja_testDebug", os=("windows", "macos"), look="gradle-compile-configuration-removed"),
    G("cmake-pkgconfig-not-found", "cmake", "multiline", "https://github.com/microsoft/vcpkg/issues/11134",
      [_PKGCONFIG_HEAD,
       V(_PKGCONFIG_HEAD, src="https://github.com/microsoft/vcpkg/issues/31245", tool="clion"),
       V("<<n>>>  -- Could NOT find PkgConfig (missing:  PKG_CONFIG_EXECUTABLE) ",
         src="https://github.com/xbmc/peripheral.joystick/issues/5", tool="msbuild", cls="wrapper"),
       V("Could NOT find PkgConfig (missing: PKG_CONFIG_EXECUTABLE)", src="https://github.com/caesar0301/pkt2flow/issues/21",
         os=("linux", "macos"), cls="everyday")],
      cmd="cmake .. -DCMAKE_BUILD_TYPE=Release", os=("windows",)),
]
