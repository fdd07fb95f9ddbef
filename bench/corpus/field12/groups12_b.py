"""Field set 12, part b: Windows toolchains in Chinese (MSVC's linker, MSBuild's Exec task, javac
through Gradle, gcc in a CI log) and Windows package tools (Chocolatey, Scoop), Julia's Pkg and an
editor's git wrapper. Each group's message is copied from the thread in `src`; only `<<slot>>`
parts vary between instances. Queries: one in plain English, one in Chinese per group."""

from fieldspec import G, Q, V

_WIN = ("windows",)
_LNK_WNDPROC = ('2048.obj : error LNK2019: 无法解析的外部符号 __imp__InitCommonControls@0，该符号在函数 '
                '"long __stdcall WndProc(struct HWND__ *,unsigned int,unsigned int,long)" (?WndProc@@YGJPAUHWND__@@IIJ@Z) '
                "中被引用")
_LNK_HYPERV = (
    '1>DriverEntry.obj : error LNK2019: 无法解析的外部符号 "long __cdecl DetectMicrosoftHyperV(struct _HYPERV_INFO *)" '
    "(?DetectMicrosoftHyperV@@YAJPEAU_HYPERV_INFO@@@Z)，该符号在函数 DriverEntry 中被引用\n"
    '1>DriverEntry.obj : error LNK2019: 无法解析的外部符号 "long __cdecl InitGlobalHv(void)" (?InitGlobalHv@@YAJXZ)，'
    "该符号在函数 DriverEntry 中被引用\n"
    '1>DriverEntry.obj : error LNK2019: 无法解析的外部符号 "void __cdecl DestroyGlobalHv(void)" (?DestroyGlobalHv@@YAXXZ)，'
    '该符号在函数 "void __cdecl DriverUnload(struct _DRIVER_OBJECT *)" (?DriverUnload@@YAXPEAU_DRIVER_OBJECT@@@Z) 中被引用\n'
    '1>IntelPt.obj : error LNK2019: 无法解析的外部符号 "long __cdecl HvCpuId(int * const,int,int)" (?HvCpuId@@YAJQEAHHH@Z)，'
    '该符号在函数 "void __cdecl CPUIDEX(int * const,int,int)" (?CPUIDEX@@YAXQEAHHH@Z) 中被引用\n'
    "1><<root>>\\x64\\Debug\\WindowsPtDriver.sys : fatal error LNK1120: 4 个无法解析的外部命令")
_LNK_WOPEN = ('错误\tLNK2019\t无法解析的外部符号 "__declspec(dllimport) int __cdecl _wopen(wchar_t const *,int,int)" '
              "(__imp_?_wopen@@YAHPB_WHH@Z)，函数 _fl_open 中引用了该符号\thw4\t<<root>>\\fltk.lib(fl_utf8.obj)\t1")
_LNK_HIJACK = ("1>Source.def : error LNK2001: 无法解析的外部符号 HijackSymFindFileInPathW\n"
               "1>Source.def : error LNK2001: 无法解析的外部符号 HijackSymFreeDiaString\n"
               "1>Source.def : error LNK2001: 无法解析的外部符号 HijackSymFromAddr")
_MSB_MSGFMT = ('<<root>>\\WinSparkle.targets(19,5): error MSB3073: 命令“"<<root>>\\\\packages\\Gettext.Tools.0.19.7.002\\'
               'tools\\bin\\"msgfmt.exe -c -o "translations\\ar.mo" translations\\ar.po”已退出，代码为 3。')
_MSB_APPLOCAL = ("错误\tMSB3073\t命令“C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe -ExecutionPolicy Bypass "
                 '-noprofile -File "C:\\Users\\<<user>>\\vcpkg\\scripts\\buildsystems\\msbuild\\applocal.ps1" '
                 '"<<root>>\\Debug\\ConsoleApplication1.exe" "C:\\Users\\<<user>>\\vcpkg\\installed\\x86-windows\\debug\\bin" '
                 '"Debug\\ConsoleA.4A8B53C8.tlog\\ConsoleApplication1.write.1u.tlog" "Debug\\vcpkg.applocal.log"”已退出，'
                 "代码为 -65536。\tConsoleApplication1\tC:\\Users\\<<user>>\\vcpkg\\scripts\\buildsystems\\msbuild\\vcpkg.targets"
                 "\t88\t")
_MSB_GENERATEPB = ('错误  1   error MSB3073: 命令“set origin_dir=Í%\ncd ../../\n"./scripts/GeneratePB.bat"\ncd %origin_dir%\n'
                   ":VCEnd”已退出，代码为 1。 C:\\Program Files (x86)\\MSBuild\\Microsoft.Cpp\\v4.0\\V120\\"
                   "Microsoft.CppCommon.targets  122 5   MainCaller")
_MSB_CTEST = ('Error\tMSB3073\tThe command "setlocal\n"C:\\Program Files\\CMake\\bin\\ctest.exe" -C Release\n'
              "if %errorlevel% neq 0 goto :cmEnd\n:cmEnd\nendlocal & call :cmErrorLevel %errorlevel% & goto :cmDone\n"
              ":cmErrorLevel\nexit /b %1\n:cmDone\nif %errorlevel% neq 0 goto :VCEnd\n:VCEnd\" exited with code 8.\tRUN_TESTS\t"
              "C:\\Program Files (x86)\\Microsoft Visual Studio\\2017\\Professional\\Common7\\IDE\\VC\\VCTargets\\"
              "Microsoft.CppCommon.targets\t138")
_MSB_MSTEST = ('Error MSB3073: The command "mstest /testcontainer:"<<root>>\\SinglePlayerTest\\SinglePlayerTest.dll"" '
               "exited with code 1.")
_MSB_FABACT = ('Error\tMSB3073\tThe command "dotnet "obj\\\\FabActUtilTemp\\FabActUtil.dll" /spp:"PackageRoot" /t:manifest '
               '/sp:"IAP.InteractionAddActor" /in:"bin\\Debug\\netcoreapp2.2\\win7-x64\\\\IAP.InteractionAddActor.dll" '
               '/arp:"(...)\\InteractionAddActor\\bin\\Debug\\netcoreapp2.2\\win7-x64\\\\" /smep:Exe " exited with code -1.\t'
               "InteractionAddActor\tC:\\Users\\<<user>>\\.nuget\\packages\\microsoft.servicefabric.actors\\3.4.664\\build\\"
               "netcoreapp2.0\\Microsoft.ServiceFabric.Actors.targets\t26\t")
_CHOCO_TAIL = (" NOTE: When you specify explicit sources, it overrides default sources.\n"
               "If the package version is a prerelease and you didn't specify `--pre`,\n the package may not be found.\n"
               "Please see https://chocolatey.org/docs/troubleshooting for more\n assistance.")
_CHOCO_OLD = (" If you specified a particular version and are receiving this message, it is possible that the package "
              'name exists but the version does not.\n Version: "{ver}"\n Source(s): "https://chocolatey.org/api/v2/"')
_JULIA_HEAD = "ERROR: The following package names could not be resolved:\n * {pkg} ({where})\n"
_JULIA_UUID = "Please specify by known `name=uuid`."
_BRACKETS = ("Error: error: pathspec '<<relfile>>' did not match any file(s) known to git.",
             "call: git checkout <<relfile>>\nError: error: pathspec '<<relfile>>' did not match any file(s) known to git.")


def _julia(pkg: str, where: str = "not found in project, manifest or registry", uuid: bool = True) -> str:
    return _JULIA_HEAD.format(pkg=pkg, where=where) + (_JULIA_UUID if uuid else "")


GROUPS = [
    G("f12-msvc-lnk2019-initcommoncontrols", "link.exe", "locale", "https://github.com/tomwillow/2048/issues/1",
      [_LNK_WNDPROC], cmd="msbuild 2048.sln", os=_WIN, locale="zh", n=7),
    G("f12-msvc-lnk2019-hyperv-symbols", "link.exe", "multiline", "https://github.com/intelpt/WindowsIntelPT/issues/18",
      [_LNK_HYPERV], cmd="msbuild WindowsIntelPT.sln", os=_WIN, locale="zh", look="f12-msvc-lnk2019-initcommoncontrols"),
    G("f12-msvc-lnk2019-wopen", "link.exe", "version", "https://github.com/joyeecheung/obj-loader/issues/2",
      [_LNK_WOPEN], cmd="msbuild hw4.vcxproj", os=_WIN, locale="zh", look="f12-msvc-lnk2019-initcommoncontrols"),
    G("f12-msvc-lnk2001-hijack-exports", "link.exe", "multiline", "https://github.com/kiwings/DLLHijacker/issues/1",
      [_LNK_HIJACK], cmd="msbuild Hijack.vcxproj", os=_WIN, locale="zh", look="f12-msvc-lnk2019-initcommoncontrols"),
    G("f12-javac-zh-package-jkiss-lm", "gradle", "locale", "https://github.com/gzzchh/de-ag/issues/16",
      ["> Task :compileTestJava FAILED\n<<root>>/src/test/java/dev/misakacloud/dbee/CloudBeaverLicenseTest.java:5: "
       "错误: 程序包org.jkiss.lm不存在\nimport org.jkiss.lm.*;\n^"], cmd="./gradlew build", os=("macos", "linux"),
      locale="zh"),
    G("f12-javac-package-jpeg-codec", "idea", "everyday", "https://github.com/gpengDemo/Estore/issues/4",
      ["Error:(14, 32) java: package com.sun.image.codec.jpeg does not exist\n"
       "Error:(15, 32) java: package com.sun.image.codec.jpeg does not exist"], cmd="", os=_WIN,
      look="f12-javac-zh-package-jkiss-lm"),
    G("f12-gcc-zh-not-declared-elements", "gcc", "wrapper", "https://github.com/libretro/mame2015-libretro/issues/100",
      ["<<date>>T<<time>> src/emu/drawgfxm.h:403:17: 错误： ‘elements’在此作用域中尚未声明",
       "src/emu/drawgfxm.h:403:17: 错误： ‘elements’在此作用域中尚未声明"], cmd="make", os=("linux",), locale="zh"),
    G("f12-msbuild-zh-msgfmt-exit-3", "msbuild", "locale", "https://github.com/vslavik/winsparkle/issues/118",
      [_MSB_MSGFMT], cmd="msbuild WinSparkle.sln", os=_WIN, locale="zh", n=7),
    G("f12-msbuild-zh-vcpkg-applocal", "msbuild", "locale", "https://github.com/microsoft/vcpkg/issues/4980",
      [_MSB_APPLOCAL], cmd="msbuild ConsoleApplication1.sln", os=_WIN, locale="zh", look="f12-msbuild-zh-msgfmt-exit-3"),
    G("f12-msbuild-zh-generatepb", "msbuild", "multiline", "https://github.com/niuzhiheng/caffe/issues/22",
      [_MSB_GENERATEPB], cmd="msbuild caffe.sln", os=_WIN, locale="zh", look="f12-msbuild-zh-msgfmt-exit-3"),
    G("f12-msbuild-ctest-exit-8", "msbuild", "multiline", "https://github.com/libarchive/libarchive/issues/2745",
      [_MSB_CTEST], cmd="msbuild RUN_TESTS.vcxproj", os=_WIN, look="f12-msbuild-zh-msgfmt-exit-3"),
    G("f12-msbuild-mstest-exit-1", "msbuild", "everyday", "https://github.com/dotnet/msbuild/issues/1417",
      [_MSB_MSTEST], cmd="msbuild CounterStrike.sln", os=_WIN, look="f12-msbuild-zh-msgfmt-exit-3"),
    G("f12-msbuild-fabactutil-exit-minus-1", "msbuild", "runtime-value", "https://github.com/microsoft/service-fabric/issues/390",
      [_MSB_FABACT], cmd="dotnet build", os=_WIN, look="f12-msbuild-zh-msgfmt-exit-3"),
    G("f12-choco-not-found-lxrunoffline", "choco", "multiline", "https://github.com/DDoSolitary/LxRunOffline/issues/120",
      ["lxrunoffline not installed. The package was not found with the source(s) listed.\n"
       " Source(s): 'https://roswin.azurewebsites.net/api/v2'\n" + _CHOCO_TAIL], cmd="choco install lxrunoffline -y",
      os=_WIN),
    G("f12-choco-not-found-etcher", "choco", "multiline", "https://github.com/balena-io/etcher/issues/3079",
      ["etcher not installed. The package was not found with the source(s) listed.\n"
       " Source(s): 'https://chocolatey.org/api/v2/'\n" + _CHOCO_TAIL], cmd="choco install etcher", os=_WIN,
      look="f12-choco-not-found-lxrunoffline"),
    G("f12-choco-not-found-ghdl", "choco", "multiline", "https://github.com/bcurran3/ChocolateyPackages_CCR/issues/183",
      ["ghdl not installed. The package was not found with the source(s) listed.\n"
       " Source(s): 'https://chocolatey.org/api/v2/'\n" + _CHOCO_TAIL,
       " - ghdl - ghdl not installed. The package was not found with the source(s) listed.\n"
       " Source(s): 'https://chocolatey.org/api/v2/'\n" + _CHOCO_TAIL], cmd="choco install ghdl", os=_WIN,
      look="f12-choco-not-found-lxrunoffline"),
    G("f12-choco-not-found-officeproplus-old", "choco", "version", "https://github.com/chocolatey/choco/issues/260",
      ["<<logts>> [ERROR] - officeproplus2013 not installed. The package was not found with the source(s) listed.\n"
       + _CHOCO_OLD.format(ver="")], cmd="choco install officeproplus2013", os=_WIN,
      look="f12-choco-not-found-lxrunoffline"),
    G("f12-choco-not-found-chocolately-typo", "choco", "version", "https://github.com/chocolatey/choco/issues/1217",
      ["chocolately not installed. The package was not found with the source(s) listed.\n" + _CHOCO_OLD.format(
          ver="0.10.3")], cmd="choco install chocolately", os=_WIN, look="f12-choco-not-found-lxrunoffline"),
    G("f12-scoop-no-manifest-desktop-runtime-lts", "scoop", "everyday", "https://github.com/ScoopInstaller/Versions/issues/423",
      ["Couldn't find manifest for 'windowsdesktop-runtime-lts' from 'versions' bucket."],
      cmd="scoop install versions/windowsdesktop-runtime-lts", os=_WIN, shells=("powershell",)),
    G("f12-scoop-no-manifest-empty-name", "scoop", "everyday", "https://github.com/ScoopInstaller/Scoop/issues/5531",
      ["Couldn't find manifest for ''."], cmd="scoop install eks-anywhere", os=_WIN, shells=("powershell",),
      look="f12-scoop-no-manifest-desktop-runtime-lts"),
    G("f12-scoop-old-no-manifest-maven", "scoop", "version", "https://github.com/ScoopInstaller/Scoop/issues/251",
      ["scoop couldn't find manifest for maven"], cmd="scoop install maven", os=_WIN, shells=("powershell",),
      look="f12-scoop-no-manifest-desktop-runtime-lts"),
    G("f12-julia-unresolved-conda", "julia", "multiline", "https://github.com/JuliaLang/julia/issues/29582",
      [_julia("Conda") + "\nStacktrace:\n [1] pkgerror(::String) at C:\\cygwin\\home\\Administrator\\buildbot\\worker\\"
       "package_win64\\build\\usr\\share\\julia\\stdlib\\v1.0\\Pkg\\src\\Types.jl:120"], cmd='julia -e "Pkg.add(\\"Conda\\")"',
      os=_WIN),
    G("f12-julia-unresolved-vqc", "julia", "multiline", "https://github.com/supremacyfuture/VQC/issues/4",
      [_julia("VQC") + "\nStacktrace:\n [1] pkgerror(::String) at /buildworker/worker/package_linux64/build/usr/share/"
       "julia/stdlib/v1.1/Pkg/src/Types.jl:120"], cmd="julia", os=("linux",), look="f12-julia-unresolved-conda"),
    G("f12-julia-unresolved-ksvm", "julia", "wrapper", "https://github.com/Evizero/KSVM.jl/issues/3",
      ["(v0.7) pkg> add KSVM\n" + _julia("KSVM"), _julia("KSVM")], cmd="julia", os=_WIN,
      look="f12-julia-unresolved-conda"),
    G("f12-julia-unresolved-ijupyter", "julia", "version", "https://github.com/JuliaLang/julia/issues/37760",
      [_julia("IJupyter", uuid=False) + "\n\nStacktrace:\n [1] pkgerror(::String) at D:\\buildbot\\worker\\package_win64\\"
       "build\\usr\\share\\julia\\stdlib\\v1.5\\Pkg\\src\\Types.jl:52"], cmd="julia", os=_WIN,
      look="f12-julia-unresolved-conda"),
    G("f12-julia-build-unresolved-jl-suffix", "julia", "non-file-path",
      "https://github.com/cvdlab/LinearAlgebraicRepresentation.jl/issues/66",
      [_julia("LinearAlgebraicRepresentation.jl", where="not found in project or manifest")], cmd="julia",
      os=("linux", "macos"), look="f12-julia-unresolved-conda"),
    G("f12-brackets-git-checkout-untracked", "brackets-git", "wrapper", "https://github.com/brackets-userland/brackets-git/issues/876",
      [V(_BRACKETS[0], os="macos"), V(_BRACKETS[1], os="macos"),
       V(_BRACKETS[0], os="windows", src="https://github.com/brackets-userland/brackets-git/issues/865"),
       V(_BRACKETS[1], os="windows", src="https://github.com/brackets-userland/brackets-git/issues/834")],
      cmd="", os=("macos", "windows")),
]

QUERIES = [
    Q("visual studio linker cannot find InitCommonControls, comctl32 missing", "f12-msvc-lnk2019-initcommoncontrols",
      "plain"),
    Q("vs2015 链接时 InitCommonControls 外部符号解析不了", "f12-msvc-lnk2019-initcommoncontrols", "zh"),
    Q("driver build cannot link hyper-v helper functions", "f12-msvc-lnk2019-hyperv-symbols", "plain"),
    Q("驱动编译链接不到 DetectMicrosoftHyperV 这些函数", "f12-msvc-lnk2019-hyperv-symbols", "zh"),
    Q("fltk library link fails on _wopen in visual studio", "f12-msvc-lnk2019-wopen", "plain"),
    Q("链接 fltk.lib 时 _wopen 符号找不到", "f12-msvc-lnk2019-wopen", "zh"),
    Q("dll hijack project def file exports cannot be resolved", "f12-msvc-lnk2001-hijack-exports", "plain"),
    Q("dll 劫持项目编译 def 导出的 HijackSym 函数都链接失败", "f12-msvc-lnk2001-hijack-exports", "zh"),
    Q("gradle test compile fails, org.jkiss.lm package is missing", "f12-javac-zh-package-jkiss-lm", "plain"),
    Q("gradle 编译测试代码时 org.jkiss.lm 包找不到", "f12-javac-zh-package-jkiss-lm", "zh"),
    Q("com.sun.image.codec.jpeg gone on newer java", "f12-javac-package-jpeg-codec", "plain"),
    Q("高版本 jdk 里没有 com.sun.image.codec.jpeg 包", "f12-javac-package-jpeg-codec", "zh"),
    Q("mame2015 build says elements is not declared in this scope", "f12-gcc-zh-not-declared-elements", "plain"),
    Q("编译 mame2015 提示 elements 没有声明", "f12-gcc-zh-not-declared-elements", "zh"),
    Q("winsparkle build fails running msgfmt on translations", "f12-msbuild-zh-msgfmt-exit-3", "plain"),
    Q("编译 winsparkle 时 msgfmt 处理翻译文件返回 3", "f12-msbuild-zh-msgfmt-exit-3", "zh"),
    Q("vcpkg applocal powershell step fails after build on windows 7", "f12-msbuild-zh-vcpkg-applocal", "plain"),
    Q("vcpkg 在 vs2017 里 applocal 脚本执行失败", "f12-msbuild-zh-vcpkg-applocal", "zh"),
    Q("caffe windows build pre-build step GeneratePB fails", "f12-msbuild-zh-generatepb", "plain"),
    Q("caffe 的 GeneratePB.bat 生成步骤失败", "f12-msbuild-zh-generatepb", "zh"),
    Q("RUN_TESTS project fails in visual studio because ctest failed", "f12-msbuild-ctest-exit-8", "plain"),
    Q("在 vs 里跑 RUN_TESTS 时 ctest 失败", "f12-msbuild-ctest-exit-8", "zh"),
    Q("mstest post build step fails the msbuild", "f12-msbuild-mstest-exit-1", "plain"),
    Q("msbuild 里运行 mstest 测试返回 1", "f12-msbuild-mstest-exit-1", "zh"),
    Q("service fabric actor project build FabActUtil fails", "f12-msbuild-fabactutil-exit-minus-1", "plain"),
    Q("service fabric 的 FabActUtil 生成清单失败", "f12-msbuild-fabactutil-exit-minus-1", "zh"),
    Q("chocolatey cannot find lxrunoffline from a custom source", "f12-choco-not-found-lxrunoffline", "plain"),
    Q("choco 从自定义源装 lxrunoffline 找不到", "f12-choco-not-found-lxrunoffline", "zh"),
    Q("installing etcher with chocolatey says not found", "f12-choco-not-found-etcher", "plain"),
    Q("用 choco 装 etcher 提示找不到包", "f12-choco-not-found-etcher", "zh"),
    Q("chocolatey has no ghdl package", "f12-choco-not-found-ghdl", "plain"),
    Q("choco 装 ghdl 失败说源里没有", "f12-choco-not-found-ghdl", "zh"),
    Q("old chocolatey cannot find officeproplus2013 package", "f12-choco-not-found-officeproplus-old", "plain"),
    Q("旧版 chocolatey 安装 officeproplus2013 找不到", "f12-choco-not-found-officeproplus-old", "zh"),
    Q("misspelled chocolatey when installing it with choco", "f12-choco-not-found-chocolately-typo", "plain"),
    Q("choco 安装时把 chocolatey 拼错了", "f12-choco-not-found-chocolately-typo", "zh"),
    Q("scoop versions bucket lts desktop runtime missing", "f12-scoop-no-manifest-desktop-runtime-lts", "plain"),
    Q("scoop 的 versions 仓库里找不到 windowsdesktop-runtime-lts", "f12-scoop-no-manifest-desktop-runtime-lts", "zh"),
    Q("my own scoop bucket shows zero manifests and install finds nothing", "f12-scoop-no-manifest-empty-name", "plain"),
    Q("自建 scoop bucket 安装时应用名是空的", "f12-scoop-no-manifest-empty-name", "zh"),
    Q("early scoop cannot install maven", "f12-scoop-old-no-manifest-maven", "plain"),
    Q("老版本 scoop 装 maven 没有清单", "f12-scoop-old-no-manifest-maven", "zh"),
    Q("julia 1.0 on windows cannot add Conda", "f12-julia-unresolved-conda", "plain"),
    Q("julia 添加 Conda 包解析不到", "f12-julia-unresolved-conda", "zh"),
    Q("julia Pkg.add VQC not in the registry", "f12-julia-unresolved-vqc", "plain"),
    Q("julia 装 VQC 包注册表里没有", "f12-julia-unresolved-vqc", "zh"),
    Q("julia package mode add KSVM fails", "f12-julia-unresolved-ksvm", "plain"),
    Q("julia 包管理模式 add KSVM 报错", "f12-julia-unresolved-ksvm", "zh"),
    Q("julia 1.5 cannot find a package called IJupyter", "f12-julia-unresolved-ijupyter", "plain"),
    Q("julia 里装 IJupyter 找不到这个包名", "f12-julia-unresolved-ijupyter", "zh"),
    Q("Pkg.build with the .jl ending in the package name", "f12-julia-build-unresolved-jl-suffix", "plain"),
    Q("julia 构建包时名字带了 .jl 后缀就找不到", "f12-julia-build-unresolved-jl-suffix", "zh"),
    Q("brackets git discard changes on a file git does not track", "f12-brackets-git-checkout-untracked", "plain"),
    Q("brackets 的 git 插件放弃修改时文件不在版本库里", "f12-brackets-git-checkout-untracked", "zh"),
]
