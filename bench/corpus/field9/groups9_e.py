"""Field set 9, part e: MSBuild's MSB4019 (which imported project is missing decides, in English
and in Chinese, across two wordings of the message) and Maven on Windows cmd (each message from
the thread in `src`)."""

from __future__ import annotations

from fieldspec import G, Q, V

_NOT_RECOGNIZED = "is not recognized as an internal or external command,\noperable program or batch file."

GROUPS = [
    # -- MSB4019: the imported project ----------------------------------------------------------------------
    G("msb4019-cpp-default-props", "msbuild", "locale", "https://github.com/lijinma/wechat_spider/issues/25",
      [V("在此解决方案中一次生成一个项目。若要启用并行生成，请添加“/m”开关。\nC:\\Users\\<<user>>\\AppData\\Roaming\\npm\\"
         "node_modules\\wechat_spider\\node_modules\\iconv\\b\nuild\\iconv.vcxproj(20,3): error MSB4019: 未找到导入的项目“C:"
         "\\Microsoft.Cpp.Default.props\n”。请确认 <Im\nport> 声明中的路径正确，且磁盘上存在该文件。", os="windows",
         locale="zh", cmd="npm install -g wechat_spider"),
       V("<<home>>/Documents/GitHub/dotnet-vcxproj/Examples/Transformed/CS_CPP_Interop/DynamicLib/DynamicLib.vcxproj"
         "(52,3): error MSB4019: The imported project \"/Microsoft.Cpp.Default.props\" was not found. Confirm that the "
         "expression in the Import declaration \"/Microsoft.Cpp.Default.props\" is correct, and that the file exists on "
         "disk.", os="linux", src="https://github.com/roozbehid/dotnet-vcxproj/issues/29", cmd="dotnet build",
         tool="dotnet")],
      exit=1, n=6),
    G("msb4019-opencv-release-props-zh", "visual-studio", "locale", "https://github.com/flowerDuo/GES-GSP-Stitching/issues/6",
      ["错误\tMSB4019\t找不到导入的项目“D:\\Projects\\Opencv_Release.props”。请确认 Import 声明“..\\..\\Opencv_Release.props”"
       "中的表达式正确，且文件位于磁盘上。\tGES_Stitching\tD:\\Projects\\GES-GSP-Stitching\\Code\\GES_Stitching.vcxproj\t130"],
      cmd="msbuild GES_Stitching.vcxproj", exit=1, os=("windows",), locale="zh", look="msb4019-cpp-default-props"),
    G("msb4019-windows-xaml-targets", "dotnet", "version", "https://github.com/microsoft/MSBuildForUnity/issues/107",
      ["C:\\Program Files\\dotnet\\sdk\\2.2.301\\Sdks\\Microsoft.NET.Sdk\\Sdk\\Sdk.targets(41,3): error MSB4019: The "
       "imported project \"C:\\Program Files (x86)\\Microsoft Visual Studio\\2017\\Enterprise\\MSBuild\\Microsoft\\"
       "WindowsXaml\\v15.0\\Microsoft.Windows.UI.Xaml.CSharp.targets\" was not found. Confirm that the path in the "
       "<Import> declaration is correct, and that the file exists on disk. [C:\\Users\\<<user>>\\Documents\\git\\"
       "MixedReality-SpectatorView\\src\\SpectatorView.Unity\\Assets\\PhotoCapture\\Microsoft.MixedReality.PhotoCapture."
       "msb4u.csproj]",
       V("##[error]D:\\a\\docs\\docs\\samples\\snippets\\csharp\\VS_Snippets_CLR_System\\system.io."
         "windowsruntimestreamextensionsex\\cs\\textfile.csproj(147,3): error MSB4019: The imported project \"C:\\Program "
         "Files\\dotnet\\sdk\\3.1.301\\Microsoft\\WindowsXaml\\v16.0\\Microsoft.Windows.UI.Xaml.CSharp.targets\" was not "
         "found. Confirm that the expression in the Import declaration \"C:\\Program Files\\dotnet\\sdk\\3.1.301\\\\"
         "Microsoft\\WindowsXaml\\v16.0\\Microsoft.Windows.UI.Xaml.CSharp.targets\" is correct, and that the file exists "
         "on disk.", src="https://github.com/dotnet/docs/pull/19276", cls="wrapper")],
      cmd="dotnet build", exit=1, os=("windows",), look="msb4019-cpp-default-props"),
    G("msb4019-community-tasks", "msbuild", "everyday", "https://github.com/dotnet/roslyn/issues/15574",
      ["Error MSB4019: The imported project \"C:\\Users\\<<user>>\\Downloads\\MSBuild.Community.Tasks.v1.5.0.214\\"
       "MSBuild.Community.Tasks.Targets\" was not found."],
      cmd="msbuild build.proj", exit=1, os=("windows",), look="msb4019-windows-xaml-targets"),
    G("msb4019-opensilver-config-targets", "msbuild", "multiline", "https://github.com/OpenSilver/OpenSilver/issues/930",
      ["C:\\ProjectIrisSilverlightWorking\\CSCDataAccess\\ThirdParty\\OpenSilver\\src\\packages\\OpenSilver.3.0.0\\build\\"
       "OpenSilver.tar\ngets(25,3): error MSB4019: The imported project \"C:\\ProjectIrisSilverlightWorking\\CSCDataAccess"
       "\\ThirdParty\\OpenSilver\\s\nrc\\packages\\OpenSilver.3.0.0\\build\\OpenSilver.Common.Config.targets\" was not "
       "found. Confirm that the expression in the\nImport declaration \"C:\\ProjectIrisSilverlightWorking\\CSCDataAccess\\"
       "ThirdParty\\OpenSilver\\src\\packages\\OpenSilver.3.0.0\\\nbuild\\\\OpenSilver.Common.Config.targets\" is correct, "
       "and that the file exists on disk. [C:\\ProjectIrisSilverlightWorkin\ng\\CSCDataAccess\\ThirdParty\\OpenSilver\\src"
       "\\Runtime\\Runtime\\Runtime.OpenSilver.csproj]"],
      cmd="build-nuget-package-OpenSilver.bat", exit=1, os=("windows",), shells=("cmd",),
      look="msb4019-community-tasks"),
    G("msb4019-temp-packages-build-props", "msbuild", "runtime-value",
      "https://github.com/DevExpress-Examples/maui-demo-app/pull/11",
      ["C:\\Temp\\<<uuid>>\\tempTestingCS\\DemoCenter.Maui.projitem(33,5): error MSB4019: The imported project "
       "\"C:\\Temp\\<<uuid>>\\Packages.Build.props\" was not found. Confirm that the expression in the Import declaration "
       "\"C:\\Temp\\<<uuid>>\\tempTestingCS\\..\\Packages.Build.props\" is correct, and that the file exists on disk. "
       "[C:\\Temp\\<<uuid>>\\tempTestingCS\\DemoCenter.Maui.csproj]"],
      cmd="msbuild DemoCenter.Maui.csproj", exit=1, os=("windows",), look="msb4019-community-tasks"),

    # -- Maven on Windows cmd ----------------------------------------------------------------------------------
    G("cmd-mvn-not-installed", "cmd", "everyday", "https://github.com/kantega/react-and-spring/issues/4",
      [f"'mvn' {_NOT_RECOGNIZED}",
       V("'mvn' is not recognized as an internal or external command, operable program or batch file.",
         src="https://github.com/DragonetMC/DragonProxy/issues/353"),
       V("'mvn' is not recognized as an internal or external command, operable program or batch file.",
         src="https://github.com/jenkins-infra/helpdesk/issues/3427", tool="jenkins", cls="wrapper")],
      cmd="mvn clean install", exit=1, os=("windows",), shells=("cmd",)),
    G("cmd-mvn-cmd-old-maven", "gradle", "version", "https://github.com/dkorotych/gradle-maven-exec-plugin/issues/16",
      [f"'mvn.cmd' {_NOT_RECOGNIZED}", f"Error:'mvn.cmd' {_NOT_RECOGNIZED}"],
      cmd="gradle mavenExec", exit=1, os=("windows",), shells=("cmd",), look="cmd-mvn-not-installed"),
    G("cmd-mvnw-wrong-dist-path", "mvnw", "non-file-path", "https://github.com/micronaut-projects/micronaut-starter/issues/2586",
      ["'C:\\Users\\<<user>>/.m2/wrapper/dists/apache-maven-3.9.9/977a63e90f436cd6ade95b4c0e10c20c/bin/mvn.bat' "
       f"{_NOT_RECOGNIZED}\nCannot start maven from wrapper"],
      cmd="mvnw.bat clean", exit=1, os=("windows",), shells=("cmd",), look="cmd-mvn-cmd-old-maven"),
    G("cmd-mvn-syntax-incorrect", "cmd", "everyday", "https://github.com/apache/maven/issues/8394",
      ["The syntax of the command is incorrect"],
      cmd="mvn -version", exit=1, os=("windows",), shells=("cmd",)),
]

QUERIES = [
    Q("node-gyp build cannot find Microsoft.Cpp.Default.props", "msb4019-cpp-default-props", "plain"),
    Q("编译原生模块提示找不到 Microsoft.Cpp.Default.props", "msb4019-cpp-default-props", "zh"),
    Q("visual studio project imports Opencv_Release.props that is missing", "msb4019-opencv-release-props-zh", "plain"),
    Q("vs 项目找不到 Opencv_Release.props 属性表", "msb4019-opencv-release-props-zh", "zh"),
    Q("dotnet build misses the windows xaml csharp targets", "msb4019-windows-xaml-targets", "plain"),
    Q("dotnet 命令行构建缺少 WindowsXaml 的 targets 文件", "msb4019-windows-xaml-targets", "zh"),
    Q("msbuild community tasks targets file missing from downloads", "msb4019-community-tasks", "plain"),
    Q("MSBuild.Community.Tasks 的 targets 文件找不到", "msb4019-community-tasks", "zh"),
    Q("opensilver nuget build script cannot import its config targets", "msb4019-opensilver-config-targets", "plain"),
    Q("OpenSilver 打包脚本找不到 Common.Config.targets", "msb4019-opensilver-config-targets", "zh"),
    Q("ci build of maui demo lacks Packages.Build.props", "msb4019-temp-packages-build-props", "plain"),
    Q("MAUI 示例在 CI 里缺少 Packages.Build.props", "msb4019-temp-packages-build-props", "zh"),
    Q("windows command prompt does not know maven", "cmd-mvn-not-installed", "plain"),
    Q("cmd 里 mvn 不是命令 maven 没配环境变量", "cmd-mvn-not-installed", "zh"),
    Q("gradle maven exec plugin cannot run mvn.cmd", "cmd-mvn-cmd-old-maven", "plain"),
    Q("gradle 插件调用 mvn.cmd 失败 老版本 maven 只有 mvn.bat", "cmd-mvn-cmd-old-maven", "zh"),
    Q("maven wrapper points at a mvn.bat that does not exist", "cmd-mvnw-wrong-dist-path", "plain"),
    Q("mvnw.bat 找的 mvn.bat 路径不对 无法启动 maven", "cmd-mvnw-wrong-dist-path", "zh"),
    Q("mvn -version on windows prints that the command syntax is wrong", "cmd-mvn-syntax-incorrect", "plain"),
    Q("windows 上 mvn -v 提示命令语法不正确", "cmd-mvn-syntax-incorrect", "zh"),
]
