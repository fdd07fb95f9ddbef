"""Field set 7: Windows and .NET toolchains (WSL, PowerShell modules, NuGet, Scoop), Java in Chinese
(javac through IntelliJ and Android Studio), Swift modules and a Terraform argument. Each message is
copied from the thread in `src`."""

from fieldspec import G, Q, V

_WIN = ("windows",)
_WSL_TAIL = "\nPress any key to continue..."
_PS_MODULE = ("Import-Module : The specified module '{0}' was not loaded because no valid module file was found in any "
              "module directory.\nAt line:<<line>> char:1\n+ {1}\n+ {2}\n"
              "    + CategoryInfo          : ResourceUnavailable: ({0}:String) "
              "[Import-Module], FileNotFoundException\n    + FullyQualifiedErrorId : Modules_ModuleNotFound,"
              "Microsoft.PowerShell.Commands.ImportModuleCommand")


def _ps_module(name: str, line: str) -> str:
    """PowerShell 5's Import-Module error for NAME, the failing LINE underlined as the console shows it."""
    return _PS_MODULE.format(name, line, "~" * len(line))


_TF = ("│ Error: Unsupported argument\n│\n│   on s3.tf line <<line>>, in module \"s3\":\n│    {0}\n│\n"
       "│ An argument named \"{1}\" is not expected here.\n╵")

GROUPS = [
    G("wsl-register-0x8007019e", "wsl", "multiline", "https://github.com/microsoft/WSL/issues/10613",
      ["Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x8007019e\n"
       "The Windows Subsystem for Linux optional component is not enabled. Please enable it and try again.\n"
       "See https://aka.ms/wslinstall for details." + _WSL_TAIL,
       V("Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x8007019e\n"
         "The Windows Subsystem for Linux optional component is not enabled. Please enable it and try again.\n"
         "See https://aka.ms/wslinstall for details." + _WSL_TAIL, src="https://github.com/MicrosoftDocs/WSL/issues/475"),
       V("Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x8007019e\n"
         "Error: 0x8007019e ??????? Linux ? Windows ????\n" + _WSL_TAIL, src="https://github.com/VSWSL/Arch-WSL/issues/24",
         tool="Arch.exe", cls="wrapper")],
      cmd="ubuntu1804.exe", exit=None, os=_WIN),
    G("wsl-register-0x80004005", "wsl", "multiline", "https://github.com/microsoft/WSL/issues/13384",
      ["Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x80004005\n"
       "Error: 0x80004005 Unspecified error\n" + _WSL_TAIL],
      cmd="kali.exe", exit=None, os=_WIN, look="wsl-register-0x8007019e"),
    G("wsl-register-0x8007023e", "wsl", "multiline", "https://github.com/microsoft/WSL/issues/9386",
      ["Installing, this may take a few minutes...\nWslRegisterDistribution failed with error: 0x8007023e\n"
       "Error: 0x8007023e {???????? ???}\n?? s (0x" + _WSL_TAIL],
      cmd="wsl.exe --install Ubuntu-20.04", exit=None, os=_WIN, look="wsl-register-0x80004005"),
    G("ps-import-module-powerupsql", "powershell", "wrapper", "https://github.com/NetSPI/PowerUpSQL/issues/49",
      [V("ERROR: Import-Module : The specified module 'PowerUpSQL.psd1' was not loaded because no valid module file was "
         "found in any mod\nERROR: ule directory.\nERROR:\nERROR: At line:1 char:14\nERROR: + Import-Module <<<<  "
         "PowerUpSQL.psd1\nERROR:     + CategoryInfo          : ResourceUnavailable: (PowerUpSQL.psd1:String) "
         "[Import-Module], FileNotFoundException\nERROR:     + FullyQualifiedErrorId : Modules_ModuleNotFound,"
         "Microsoft.PowerShell.Commands.ImportModuleCommand")],
      cmd="Import-Module PowerUpSQL.psd1", os=_WIN, shells=("powershell",)),
    G("ps-import-module-posh-secmod", "powershell", "everyday", "https://github.com/darkoperator/Posh-SecMod/issues/11",
      [_ps_module("posh-SecMod", "Import-Module -Name posh-SecMod")],
      cmd="Import-Module -Name posh-SecMod", os=_WIN, shells=("powershell",), look="ps-import-module-powerupsql"),
    G("ps-import-module-intunepfx", "powershell", "everyday", "https://github.com/microsoft/Intune-Resource-Access/issues/23",
      [_ps_module("IntunePfxImport.psd1", "Import-Module IntunePfxImport.psd1")],
      cmd="Import-Module IntunePfxImport.psd1", os=_WIN, shells=("powershell",), look="ps-import-module-posh-secmod"),
    G("nuget-nu1101-logging-stubs", "msbuild", "wrapper", "https://github.com/microsoft/Snip-Insights/issues/4",
      ["NU1101\tUnable to find package Microsoft.Logging.Stubs. No packages exist with this id in source(s): "
       "Microsoft Visual Studio Offline Packages, NuGet.org"],
      cmd="msbuild SnipInsight.sln /t:Restore", os=_WIN),
    G("nuget-nu1101-msbuildforunity", "dotnet", "wrapper", "https://github.com/microsoft/MSBuildForUnity/issues/173",
      ["<<home>>\\UnityGame\\Assets\\UnityGame.Dependencies.msb4u.csproj : error NU1101: Unable to find package "
       "MSBuildForUnity. No packages exist with this id in source(s): C:\\Program Files\\dotnet\\library-packs, "
       "Microsoft Visual Studio Offline Packages, nuget.org"],
      cmd="dotnet restore", os=_WIN, look="nuget-nu1101-logging-stubs"),
    G("scoop-manifest-cook-docs", "scoop", "everyday", "https://github.com/nicholaswilde/cook-docs/issues/24",
      ["Couldn't find manifest for 'cook-docs' from 'nicholaswilde' bucket."],
      cmd="scoop install nicholaswilde/cook-docs", os=_WIN, shells=("powershell",)),
    G("scoop-manifest-python36", "scoop", "everyday", "https://github.com/ScoopInstaller/Scoop/issues/3560",
      ["Couldn't find manifest for 'python36'."], cmd="scoop install python36", os=_WIN, shells=("powershell",),
      look="scoop-manifest-cook-docs"),
    G("scoop-manifest-bucket-underscore", "scoop", "wrapper", "https://github.com/wzv5/ScoopBucket/issues/2",
      ["Uninstalling 'evernote' (<<ver>>)\nUnlinking ~\\scoop\\apps\\evernote\\current\nCouldn't find manifest for "
       "'wzv5_ScoopBucket'."], cmd="scoop update evernote", os=_WIN, shells=("powershell",),
      look="scoop-manifest-python36"),
    G("javac-zh-package-pagination", "javac", "locale", "https://github.com/xiatiansong/fileupload.sys/issues/1",
      ["Error:(<<line>>, 31) java: 程序包org.noo.pagination.page不存在\n"
       "Error:(<<line2>>, 31) java: 程序包org.noo.pagination.page不存在"],
      cmd="Build > Rebuild Project", os=("windows", "macos"), locale="zh"),
    G("javac-zh-package-javafx-sse", "javac", "locale", "https://github.com/ChinaWim/webike/issues/4",
      ["Error:(<<line>>, 43) java: 程序包com.sun.scenario.effect.impl.sw.sse不存在"], cmd="Build > Build Project",
      os=("windows", "linux"), locale="zh", look="javac-zh-package-pagination"),
    G("javac-zh-package-xpath", "javac", "locale", "https://github.com/saysky/ForestBlog/issues/3",
      ["程序包org.apache.xpath.operations不存在"], cmd="mvn compile", os=("windows", "macos"), locale="zh",
      look="javac-zh-package-javafx-sse"),
    G("javac-zh-symbol-bean", "javac", "locale", "https://github.com/JZ-Darkal/AndroidHttpCapture/issues/82",
      ["<<root>>\\app\\build\\generated\\data_binding_base_class_source_out\\debug\\dataBindingGenBaseClassesDebug\\out\\cn\\"
       "darkal\\networkdiagnosis\\databinding\\ItemFilterBinding.java:13: 错误: 找不到符号\n"
       "import cn.darkal.networkdiagnosis.Bean;\n"
       "  符号:   类 Bean\n  位置: 程序包 cn.darkal.networkdiagnosis"],
      cmd="gradlew assembleDebug", os=_WIN, locale="zh", look="javac-zh-package-xpath"),
    G("swift-no-such-module-swifter", "xcodebuild", "everyday", "https://github.com/macacajs/XCTestWD/issues/190",
      ["error: no such module 'Swifter'"], cmd="xcodebuild -project XCTestWD/XCTestWD.xcodeproj build-for-testing",
      os=("macos",)),
    G("swift-no-such-module-dollar", "xcodebuild", "everyday", "https://github.com/ankurp/Dollar/issues/128",
      ["error: no such module 'Dollar'"], cmd="xcodebuild -arch i386 -sdk iphonesimulator8.1", os=("macos",),
      look="swift-no-such-module-swifter"),
    G("terraform-unsupported-argument-name", "terraform", "multiline", "https://github.com/DougTrajano/mlflow-server/issues/200",
      [_TF.format("3:   name                    = local.name", "name")], cmd="terraform validate",
      os=("linux", "macos", "windows")),
]

QUERIES = [
    Q("WSL says the optional component isn't turned on when installing ubuntu", "wsl-register-0x8007019e", "plain"),
    Q("WSL 安装发行版提示没有启用子系统功能", "wsl-register-0x8007019e", "zh"),
    Q("kali on WSL fails to register with unspecified error", "wsl-register-0x80004005", "plain"),
    Q("WSL 装 kali 注册发行版 未指定的错误", "wsl-register-0x80004005", "zh"),
    Q("wsl --install Ubuntu-20.04 registration error 8007023e", "wsl-register-0x8007023e", "plain"),
    Q("wsl 安装 Ubuntu 20.04 报 8007023e", "wsl-register-0x8007023e", "zh"),
    Q("powershell can't import PowerUpSQL psd1 module", "ps-import-module-powerupsql", "plain"),
    Q("PowerShell 导入 PowerUpSQL 模块失败", "ps-import-module-powerupsql", "zh"),
    Q("posh-SecMod installed but import-module says no module file", "ps-import-module-posh-secmod", "plain"),
    Q("posh-SecMod 装完导入不了", "ps-import-module-posh-secmod", "zh"),
    Q("IntunePfxImport psd1 won't import in powershell", "ps-import-module-intunepfx", "plain"),
    Q("IntunePfxImport 模块加载不了", "ps-import-module-intunepfx", "zh"),
    Q("visual studio restore can't get Microsoft.Logging.Stubs from offline packages", "nuget-nu1101-logging-stubs", "plain"),
    Q("VS 还原包 找不到 Microsoft.Logging.Stubs", "nuget-nu1101-logging-stubs", "zh"),
    Q("unity msb4u restore missing MSBuildForUnity package", "nuget-nu1101-msbuildforunity", "plain"),
    Q("Unity 项目还原找不到 MSBuildForUnity 包", "nuget-nu1101-msbuildforunity", "zh"),
    Q("scoop install cook-docs from nicholaswilde bucket fails", "scoop-manifest-cook-docs", "plain"),
    Q("scoop 安装 cook-docs 找不到清单", "scoop-manifest-cook-docs", "zh"),
    Q("scoop can't install python36 even though search lists it", "scoop-manifest-python36", "plain"),
    Q("scoop 搜得到 python36 却装不上", "scoop-manifest-python36", "zh"),
    Q("scoop update evernote fails right after removing the old version", "scoop-manifest-bucket-underscore", "plain"),
    Q("scoop 更新 evernote 卸载旧版后报错", "scoop-manifest-bucket-underscore", "zh"),
    Q("IntelliJ build: pagination page package missing", "javac-zh-package-pagination", "plain"),
    Q("编译时 org.noo.pagination.page 包不存在", "javac-zh-package-pagination", "zh"),
    Q("javafx sse effect package not found when compiling webike", "javac-zh-package-javafx-sse", "plain"),
    Q("com.sun.scenario.effect 包找不到 编译报错", "javac-zh-package-javafx-sse", "zh"),
    Q("xpath operations package missing when building the blog", "javac-zh-package-xpath", "plain"),
    Q("导入项目后 org.apache.xpath.operations 不存在", "javac-zh-package-xpath", "zh"),
    Q("android databinding can't resolve class Bean, package case", "javac-zh-symbol-bean", "plain"),
    Q("安卓 databinding 找不到 Bean 类", "javac-zh-symbol-bean", "zh"),
    Q("xcode can't import Swifter for XCTestWD", "swift-no-such-module-swifter", "plain"),
    Q("XCTestWD 编译找不到 Swifter 模块", "swift-no-such-module-swifter", "zh"),
    Q("xcodebuild from terminal can't import Dollar library", "swift-no-such-module-dollar", "plain"),
    Q("命令行 xcodebuild 找不到 Dollar 模块", "swift-no-such-module-dollar", "zh"),
    Q("terraform validate rejects name on the s3 module", "terraform-unsupported-argument-name", "plain"),
    Q("terraform 校验 s3 模块不接受 name 参数", "terraform-unsupported-argument-name", "zh"),
]
