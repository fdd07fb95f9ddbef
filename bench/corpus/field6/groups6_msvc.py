"""Field set 6: the Microsoft C/C++ toolchain in Chinese and English (C1083 missing include, LNK1104
and LNK1181 missing library or input) and javac's retired source/target release. The header, library
or release named is the thing that is wrong; the project path and MSBuild's `N>` project number are
volatile."""

from fieldspec import G, V

_WIN = ("windows",)
_C1083 = "fatal error C1083: 无法打开包括文件: “{}”: No such file or directory"

GROUPS = [
    G("msvc-c1083-termios-h", "pip", "wrapper", "https://github.com/EntySec/CamRaptor/issues/10",
      ["      getchmodule.c\n      getchmodule.c(2): " + _C1083.format("termios.h") + "\n"
       "      error: command 'C:\\\\Program Files (x86)\\\\Microsoft Visual Studio\\\\2019\\\\Enterprise\\\\VC\\\\Tools"
       "\\\\MSVC\\\\14.29.30133\\\\bin\\\\HostX86\\\\x64\\\\cl.exe' failed with exit code 2"],
      cmd="pip install getch", os=_WIN, locale="zh"),
    G("msvc-c1083-atlapp-h", "msbuild", "runtime-value", "https://github.com/zodiacon/DbgPrint/issues/3",
      ["<<n>>><<root>>\\WTLHelper\\WTLHelper\\pch.h(<<line>>,10): " + _C1083.format("atlapp.h"),
       V("<<n>>><<root>>\\WTLHelper\\WTLHelper\\pch.h(<<line>>,10): fatal  error C1083: 无法打开包括文件: “atlapp.h”: "
         "No such file or directory", src="https://github.com/zodiacon/TotalPE2/issues/3")],
      cmd="msbuild <<proj>>.sln /p:Configuration=Debug", os=_WIN, locale="zh", look="msvc-c1083-termios-h"),
    G("msvc-c1083-cli11-hpp", "msbuild", "locale", "https://github.com/microsoft/ebpf-for-windows/issues/703",
      ["<<root>>\\tools\\elfhelper\\ElfHelper.cpp(10,10): " + _C1083.format("CLI11.hpp")],
      cmd="msbuild ebpf-for-windows.sln", os=_WIN, locale="zh", look="msvc-c1083-termios-h"),
    G("msvc-c1083-ida-hpp", "cl", "locale", "https://github.com/nihilus/detpdb/issues/1",
      ["detpdb\\detpdb.cpp(48,10): " + _C1083.format("ida.hpp")],
      cmd="msbuild detpdb.sln", os=_WIN, locale="zh", look="msvc-c1083-termios-h"),
    G("msvc-c1083-serial-h", "cl", "version", "https://github.com/wjwwood/serial/issues/125",
      [" fatal error C1083: 无法打开包括文件:“serial/serial.h”: No such file or directory"],
      cmd="msbuild <<proj>>.vcxproj", os=_WIN, locale="zh", look="msvc-c1083-termios-h"),
    G("msvc-c1083-streams-h", "msbuild", "multiline", "https://github.com/CrendKing/avisynth_filter/issues/10",
      ["         <<root>>\\avisynth_filter\\src\\pch.h(30,10): fatal er\n       ror C1083: 无法打开包括文件: “streams.h”: "
       "No such file or directory [<<root>>\\avisynth_filter\\avisynth_filter.vcxproj]"],
      cmd="build.bat", os=_WIN, locale="zh", look="msvc-c1083-termios-h", shells=("cmd",)),
    G("msvc-c1083-inject-wow64-h", "cl", "everyday", "https://github.com/UserExistsError/InjectDll/issues/1",
      ["fatal error C1083: Cannot open include file: 'InjectWow64toNative64.h': No such file or directory"],
      cmd="msbuild InjectDll.sln", os=_WIN, look="msvc-c1083-termios-h"),
    G("msvc-lnk1104-avcodec-lib", "link", "locale", "https://github.com/ireader/media-server/issues/97",
      ["LINK : fatal error LNK1104: 无法打开文件“avcodec.lib”"],
      cmd="msbuild media-server.sln", os=_WIN, locale="zh"),
    G("msvc-lnk1104-spirv-cross-cored", "link", "runtime-value", "https://github.com/yuphin/Lumen/issues/35",
      ["<<root>>\\out\\build\\x64-Debug\\LINK : fatal error LNK1104: 无法打开文件“spirv-cross-cored.lib”"],
      cmd="cmake --build out/build/x64-Debug", os=_WIN, locale="zh", look="msvc-lnk1104-avcodec-lib"),
    G("msvc-lnk1104-libeasypr", "link", "non-file-path", "https://github.com/liuruoze/EasyPR/issues/319",
      ["LINK : fatal error LNK1104: 无法打开文件“<<root>>\\_build\\libeasypr.lib"],
      cmd="cmake --build _build", os=_WIN, locale="zh", look="msvc-lnk1104-avcodec-lib"),
    G("msvc-lnk1104-ucrt-lib", "link", "everyday", "https://github.com/microsoft/FFmpegInterop/issues/114",
      ["LINK : fatal error LNK1104: cannot open file 'ucrt.lib'"],
      cmd="msbuild FFmpegInterop.sln", os=_WIN, look="msvc-lnk1104-avcodec-lib"),
    G("msvc-lnk1104-kernel32-lib", "link", "everyday", "https://github.com/rdbo/libmem/issues/273",
      ["fatal error LNK1104: cannot open file 'kernel32.lib'"],
      cmd="cmake -B build -G \"NMake Makefiles\"", os=_WIN, look="msvc-lnk1104-ucrt-lib"),
    G("msvc-lnk1181-hello-shared-dll-lib", "link", "locale", "https://github.com/Streamlet/gn_toolchain/issues/1",
      ["LINK : fatal error LNK1181: 无法打开输入文件“hello_shared.dll.lib”"],
      cmd="ninja -C out/debug", os=_WIN, locale="zh"),
    G("msvc-lnk1181-dot-obj", "link", "wrapper", "https://github.com/Bemfool/bfm-visual-tool/issues/4",
      ["error:LINK : fatal error LNK1181: 无法打开输入文件“\\.obj”",
       V("LINK : fatal error LNK1181: 无法打开输入文件“\\.obj”")],
      cmd="msbuild bfm-visual-tool.sln", os=_WIN, locale="zh", look="msvc-lnk1181-hello-shared-dll-lib"),
    G("javac-source-option-5-removed", "maven", "multiline", "https://github.com/coova/jradius/pull/52",
      ["[ERROR] Source option 5 is no longer supported. Use 6 or later.\n"
       "[ERROR] Target option 1.5 is no longer supported. Use 1.6 or later.",
       V("jradius-dictionary: Compilation failure: Compilation failure:  [ERROR] Source option 5 is no longer "
         "supported. Use 6 or later. [ERROR] Target option 1.5 is no longer supported. Use 1.6 or later.",
         src="https://github.com/coova/jradius/pull/53", cls="wrapper")],
      cmd="mvn package", os=("linux", "macos", "windows")),
    G("javac-source-option-6-removed", "javac", "multiline", "https://github.com/canonical/apport/pull/36",
      ["error: Source option 6 is no longer supported. Use 7 or later.\n"
       "error: Target option 6 is no longer supported. Use 7 or later."],
      cmd="javac -source 6 -target 6 crash.java", os=("linux",), look="javac-source-option-5-removed"),
]
