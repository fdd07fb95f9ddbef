"""Field set 10, part c: Android's sdkmanager, ESP-IDF and esptool serial ports, arm-none-eabi's FLASH
region, and cabal's solver naming an unknown package."""

from fieldspec import G, Q, V

GH = "https://github.com/"
BUILDOZER = GH + "kivy/buildozer/issues/1398"
BUILDOZER_WSL = GH + "kivy/buildozer/issues/1707"
FLUTTER_LIC = GH + "flutter/flutter/issues/57372"
FLUTTER_TOOLSDIR = GH + "flutter/flutter/issues/30065"
FLUTTER_SPACE = GH + "flutter/flutter/issues/82106"
LAZ = GH + "jmpessoa/lazandroidmodulewizard/issues/481"
IDF_PORTS = GH + "espressif/esp-idf/issues/6415"
IDF_TTY = GH + "espressif/esp-idf/issues/10744"
IDF_QUOTED = GH + "espressif/esp-idf/issues/5104"
QEMU_ESP = GH + "Ebiroll/qemu_esp32/issues/17"
CIRCUITPY = GH + "adafruit/circuitpython/issues/107"
JERRY = GH + "jerryscript-project/jerryscript/issues/407"
RP2040 = GH + "usedbytes/rp2040-serial-bootloader/issues/7"
DB48X = GH + "c3d/db48x/issues/1066"
PX4 = GH + "PX4/PX4-Autopilot/issues/1602"
REMORA = GH + "scottalford75/Remora-RT1052-cpp/issues/1"
GLEAN = GH + "facebookincubator/Glean/issues/350"
CRUCIBLE = GH + "GaloisInc/crucible/issues/956"
CARGO_CABAL = GH + "yvan-sraka/cargo-cabal/issues/3"
CABAL_CAPITAL = GH + "haskell/cabal/issues/4178"
CABAL_UPDATE = GH + "haskell/cabal/issues/2262"

_SDKCLI = "com.android.sdklib.tool.sdkmanager.SdkManagerCli"
_LD = "/usr/lib/gcc/arm-none-eabi/{}/../../../arm-none-eabi/bin/ld"
_LD48, _LD63, _LD14 = _LD.format("4.8.2"), _LD.format("6.3.1"), _LD.format("14.1.0")


def _cabal_new(target: str, package: str) -> str:
    return (f"Resolving dependencies...\nError: cabal: Could not resolve dependencies:\n[__0] trying: {target} (user goal)\n"
            f"[__1] unknown package: {package} (dependency of {target.split('-0')[0]})\n"
            f"[__1] fail (backjumping, conflict set: {target.split('-0')[0]}, {package})")


GROUPS = [
    # -- sdkmanager: which main class Java could not load decides the fix -----------------------------
    G("sdkmanager-main-class-sdkmanagercli", "sdkmanager", "wrapper", BUILDOZER, [
        f"Error: Could not find or load main class {_SDKCLI}\nCaused by: java.lang.ClassNotFoundException: {_SDKCLI}",
        V(f"Error: Could not find or load main class {_SDKCLI}", os="windows", shell="cmd", src=FLUTTER_LIC),
        V(f"Could not find or load main class {_SDKCLI}\nCaused by: java.lang.ClassNotFoundException: {_SDKCLI}",
          src=BUILDOZER_WSL, tool="buildozer")],
        cmd="sdkmanager --list", os=("linux", "windows")),
    G("sdkmanager-main-class-toolsdir-option", "sdkmanager", "non-file-path", FLUTTER_TOOLSDIR, [
        "Error: Could not find or load main class '-Dcom.android.sdklib.toolsdir=$APP_HOME\n"
        "Caused by: java.lang.ClassNotFoundException: '-Dcom.android.sdklib.toolsdir=$APP_HOME"],
        cmd="<<home>>\\Appdata\\Local\\Android\\sdk\\tools\\bin\\sdkmanager --update", os=("windows",),
        look="sdkmanager-main-class-sdkmanagercli"),
    G("sdkmanager-main-class-user-path-with-space", "sdkmanager", "non-file-path", FLUTTER_SPACE, [
        "Error: Could not find or load main class <<user>>\\AppData\\Local\\Android\\Sdk\\cmdline-tools\\latest\\bin\\\\.."],
        cmd="flutter doctor --android-licenses", os=("windows",), look="sdkmanager-main-class-sdkmanagercli"),
    G("sdkmanager-noclassdef-xmlschema", "sdkmanager", "multiline", LAZ, [
        "Exception in thread \"main\" java.lang.NoClassDefFoundError: javax/xml/bind/annotation/XmlSchema\n"
        "\tat com.android.repository.api.SchemaModule$SchemaModuleVersion.<init>(SchemaModule.java:156)\n"
        "\tat com.android.repository.api.SchemaModule.<init>(SchemaModule.java:75)\n"
        "\tat com.android.sdklib.repository.AndroidSdkHandler.<clinit>(AndroidSdkHandler.java:81)\n"
        "\tat com.android.sdklib.tool.SdkManagerCli.main(SdkManagerCli.java:103)\n"
        "Caused by: java.lang.ClassNotFoundException: javax.xml.bind.annotation.XmlSchema"],
        cmd="sdkmanager --update", os=("windows", "linux"), look="sdkmanager-main-class-sdkmanagercli"),
    # -- ESP-IDF and esptool: which serial port, and how it was written -------------------------------
    G("idf-no-serial-ports-found", "idf.py", "everyday", IDF_PORTS, [
        "Executing action: encrypted-app-flash\nNo serial ports found. Connect a device, or use '-p PORT' option to set a "
        "specific port.",
        "No serial ports found. Connect a device, or use '-p PORT' option to set a specific port."],
        cmd="idf.py encrypted-app-flash monitor", os=("linux",)),
    G("esptool-port-without-dev-prefix", "idf.py", "non-file-path", IDF_TTY, [
        "fatal error occurred: Could not open ttyUSB0, the port doesn't exist\n"
        "CMake Error at run_serial_tool.cmake:55 (message):"],
        cmd="idf.py -p ttyUSB0 flash", os=("linux",), look="idf-no-serial-ports-found"),
    G("pyserial-port-name-in-quotes", "make", "non-file-path", IDF_QUOTED, [
        "serial.serialutil.SerialException: [Errno 2] could not open port \"/dev/cu.usbserial-C54ABFCA45\": [Errno 2] No "
        "such file or directory: '\"/dev/cu.usbserial-C54ABFCA45\"'\nmake: *** [flash] Error 1",
        "SerialException: [Errno 2] could not open port \"/dev/cu.usbserial-C54ABFCA45\": [Errno 2] No such file or "
        "directory: '\"/dev/cu.usbserial-C54ABFCA45\"'"],
        cmd="make flash", exit=2, os=("macos",), look="pyserial-no-device-ttyusb0"),
    G("pyserial-no-device-ttyusb0", "esptool.py", "everyday", QEMU_ESP, [
        "serial.serialutil.SerialException: [Errno 2] could not open port /dev/ttyUSB0: [Errno 2] No such file or "
        "directory: '/dev/ttyUSB0'"],
        cmd="esptool.py --chip esp32 -b 921600 -p /dev/ttyUSB0 dump_mem 0x40000000 0x000C2000 rom.bin", os=("linux",)),
    # -- arm-none-eabi: the image does not fit (the byte count is volatile, the region is not) ---------
    G("arm-ld-region-flash-overflowed", "arm-none-eabi-ld", "runtime-value", CIRCUITPY, [
        "arm-none-eabi-ld: region `FLASH' overflowed by <<n2>>6 bytes",
        V(f"{_LD48}: debug.mcu_stm32f4-cp section `.text' will not fit in region `FLASH'\n{_LD48}: region `FLASH' overflowed "
          "by <<n2>>4 bytes\ncollect2: error: ld returned 1 exit status", src=JERRY, cls="multiline"),
        V(f"{_LD63}: bootloader.elf section `.text' will not fit in region `FLASH'\n{_LD63}: region `FLASH' overflowed by "
          "<<n2>>16 bytes\ncollect2: error: ld returned 1 exit status", src=RP2040, cls="multiline"),
        V(f"{_LD14}: build/dm42/release/db48x.elf section `.data' will not fit in region `FLASH'\n"
          f"{_LD14}: region `FLASH' "
          "overflowed by <<n2>>4 bytes", src=DB48X, tool="make"),
        V("arm-none-eabi-ld: region `flash' overflowed by 1<<n2>>44 bytes", src=PX4, os="macos", cls="version")],
        cmd="make BOARD=<<proj>>", exit=2, os=("linux",)),
    G("arm-ld-region-board-flash-overflowed", "arm-none-eabi-ld", "multiline", REMORA, [
        "<<root>>/tools/bin/../lib/gcc/arm-none-eabi/10.3.1/../../../../arm-none-eabi/bin/ld: remora-rt1052-cpp.axf section "
        "`.text' will not fit in region `BOARD_FLASH'\n<<root>>/tools/bin/../lib/gcc/arm-none-eabi/10.3.1/../../../../"
        "arm-none-eabi/bin/ld: region `BOARD_FLASH' overflowed by 59184 bytes\nMemory region         Used Size  Region Size"
        "  %age Used\n     BOARD_FLASH:      321328 B       256 KB    122.58%"],
        cmd="make -r -j12 all", exit=2, os=("linux",), look="arm-ld-region-flash-overflowed"),
    # -- cabal: the package the solver does not know --------------------------------------------------
    G("cabal-unknown-package-thrift-server", "cabal", "multiline", GLEAN, [
        _cabal_new("glean-0.1.0.0", "thrift-server")],
        cmd="cabal build", os=("linux", "macos")),
    G("cabal-unknown-package-libbf", "cabal", "multiline", CRUCIBLE, [
        "cabal: Could not resolve dependencies:\n[__0] trying: crux-0.5.0.99 (user goal)\n"
        "[__1] unknown package: libBF (dependency of crux)\n[__1] fail (backjumping, conflict set: crux, libBF)"],
        cmd="cabal v2-build", os=("linux",), look="cabal-unknown-package-thrift-server"),
    G("cabal-unknown-package-greetings", "cabal", "multiline", CARGO_CABAL, [
        _cabal_new("test-0.1.0.0", "greetings")],
        cmd="cabal run test", os=("macos",), look="cabal-unknown-package-thrift-server"),
    G("cabal-unknown-package-lowercase-cabal", "cabal", "version", CABAL_CAPITAL, [
        "Resolving dependencies...\ncabal: Could not resolve dependencies:\ntrying: cabal-0.0.0.0 (user goal)\n"
        "next goal: youProbablyWantCapitalCabal (dependency of cabal-0.0.0.0)\n"
        "fail (unknown package: youProbablyWantCapitalCabal)\nDependency tree exhaustively searched."],
        cmd="cabal install cabal cabal-install", os=("linux",), look="cabal-unknown-package-thrift-server"),
    G("cabal-unknown-package-unordered-containers", "cabal", "version", CABAL_UPDATE, [
        "Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal\nupdate' to download it.\n"
        "Resolving dependencies...\ncabal: Could not resolve dependencies:\ntrying: bloodhound-0.4.0.2 (user goal)\n"
        "next goal: unordered-containers (dependency of bloodhound-0.4.0.2:*test)\n"
        "fail (unknown package: unordered-containers)\nDependency tree exhaustively searched."],
        cmd="cabal install --enable-tests", os=("macos",), look="cabal-unknown-package-thrift-server"),
]

QUERIES = [
    Q("sdkmanager can't load its main class SdkManagerCli", "sdkmanager-main-class-sdkmanagercli", "plain"),
    Q("sdkmanager 找不到或无法加载主类 SdkManagerCli", "sdkmanager-main-class-sdkmanagercli", "zh"),
    Q("sdkmanager bat broken after editing, toolsdir APP_HOME treated as class", "sdkmanager-main-class-toolsdir-option",
      "plain"),
    Q("改了 sdkmanager.bat 后把 -Dcom.android.sdklib.toolsdir 当成主类", "sdkmanager-main-class-toolsdir-option", "zh"),
    Q("android licenses fails because windows user name has a space", "sdkmanager-main-class-user-path-with-space", "plain"),
    Q("Windows 用户名带空格导致 sdkmanager 主类加载失败", "sdkmanager-main-class-user-path-with-space", "zh"),
    Q("old sdkmanager crashes on new java missing XmlSchema class", "sdkmanager-noclassdef-xmlschema", "plain"),
    Q("新版 Java 运行 sdkmanager 缺少 javax.xml.bind XmlSchema", "sdkmanager-noclassdef-xmlschema", "zh"),
    Q("idf.py flash finds no serial port unless I pass -p", "idf-no-serial-ports-found", "plain"),
    Q("idf.py 烧录时找不到串口", "idf-no-serial-ports-found", "zh"),
    Q("idf.py -p ttyUSB0 says the port doesn't exist", "esptool-port-without-dev-prefix", "plain"),
    Q("esptool 打不开 ttyUSB0 端口不存在", "esptool-port-without-dev-prefix", "zh"),
    Q("make flash serial port name has extra quotes in it", "pyserial-port-name-in-quotes", "plain"),
    Q("串口名被加了引号 make flash 打不开端口", "pyserial-port-name-in-quotes", "zh"),
    Q("esptool can't open /dev/ttyUSB0 no such device", "pyserial-no-device-ttyusb0", "plain"),
    Q("esptool 打不开 /dev/ttyUSB0 没有那个设备", "pyserial-no-device-ttyusb0", "zh"),
    Q("firmware too big for flash region linker overflow", "arm-ld-region-flash-overflowed", "plain"),
    Q("固件太大 链接时 FLASH 区域溢出", "arm-ld-region-flash-overflowed", "zh"),
    Q("mcuxpresso BOARD_FLASH region overflowed memory details size", "arm-ld-region-board-flash-overflowed", "plain"),
    Q("MCUXpresso 的 BOARD_FLASH 区域溢出", "arm-ld-region-board-flash-overflowed", "zh"),
    Q("cabal doesn't know package thrift-server building glean", "cabal-unknown-package-thrift-server", "plain"),
    Q("cabal 构建 glean 提示未知包 thrift-server", "cabal-unknown-package-thrift-server", "zh"),
    Q("cabal unknown package libBF for crux", "cabal-unknown-package-libbf", "plain"),
    Q("cabal 找不到 libBF 依赖", "cabal-unknown-package-libbf", "zh"),
    Q("cabal run can't find my local greetings package", "cabal-unknown-package-greetings", "plain"),
    Q("cabal 找不到本地的 greetings 包", "cabal-unknown-package-greetings", "zh"),
    Q("cabal install cabal lowercase is a dummy package", "cabal-unknown-package-lowercase-cabal", "plain"),
    Q("cabal install cabal 小写包名安装失败", "cabal-unknown-package-lowercase-cabal", "zh"),
    Q("cabal unknown package unordered-containers before cabal update", "cabal-unknown-package-unordered-containers", "plain"),
    Q("没运行 cabal update 导致 unordered-containers 未知包", "cabal-unknown-package-unordered-containers", "zh"),
]
