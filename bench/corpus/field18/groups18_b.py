"""Field set 18, part b: ROS (colcon, catkin_make) and Unreal's build tools (UnrealBuildTool, UAT)."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)

_AMENT = ("CMake Error at CMakeLists.txt:<<line>> (find_package):\n  By not providing \"Findament_cmake.cmake\" in CMAKE_MODULE_PATH this project\n  has asked CMake to find a package configuration file provided by\n  \"ament_cmake\", but CMake did not find one.\n\n  Could not find a package configuration file provided by \"ament_cmake\" with\n  any of the following names:\n\n    ament_cmakeConfig.cmake\n    ament_cmake-config.cmake\n\n  Add the installation prefix of \"ament_cmake\" to CMAKE_PREFIX_PATH or set\n  \"ament_cmake_DIR\" to a directory containing one of the above files.  If\n  \"ament_cmake\" provides a separate development package or SDK, be sure it\n  has been installed.")
_CATKIN = ("CMake Error at CMakeLists.txt:<<line>> (find_package):\n  By not providing \"Findcatkin.cmake\" in CMAKE_MODULE_PATH this project has\n  asked CMake to find a package configuration file provided by \"catkin\", but\n  CMake did not find one.\n\n  Could not find a package configuration file provided by \"catkin\" with any\n  of the following names:\n\n    catkinConfig.cmake\n    catkin-config.cmake\n\n  Add the installation prefix of \"catkin\" to CMAKE_PREFIX_PATH or set\n  \"catkin_DIR\" to a directory containing one of the above files.  If \"catkin\"\n  provides a separate development package or SDK, be sure it has been\n  installed.")
_PRECOMPILED = ("ERROR: Missing precompiled manifest for '{m}'. This module was most likely not flagged for being included in a "
                "precompiled build - set 'PrecompileForTargets = PrecompileTargetsType.Any;' in {m}.build.cs to override.")

GROUPS = [
    G("f18-colcon-ament-cmake-missing", "colcon", "wrapper", "https://github.com/ros-misc-utilities/ffmpeg_image_transport/issues/21", [
        V("Starting >>> ffmpeg_image_transport_msgs\n--- stderr: ffmpeg_image_transport_msgs                         \nCMake Error at CMakeLists.txt:19 (find_package):\n  By not providing \"Findament_cmake.cmake\" in CMAKE_MODULE_PATH this project\n  has asked CMake to find a package configuration file provided by\n  \"ament_cmake\", but CMake did not find one.\n  Could not find a package configuration file provided by \"ament_cmake\" with\n  any of the following names:\n    ament_cmakeConfig.cmake\n    ament_cmake-config.cmake\n  Add the installation prefix of \"ament_cmake\" to CMAKE_PREFIX_PATH or set\n  \"ament_cmake_DIR\" to a directory containing one of the above files.  If\n  \"ament_cmake\" provides a separate development package or SDK, be sure it\n  has been installed.\n---\nFailed   <<< ffmpeg_image_transport_msgs [0.10s, exited with code 1]\nSummary: 0 packages finished [1.40s]\n  1 package failed: ffmpeg_image_transport_msgs\n  1 package had stderr output: ffmpeg_image_transport_msgs\n  1 package not processed", cmd="colcon build --symlink-install --cmake-args -DCMAKE_BUILD_TYPE=RelWithDebInfo"),
        V(_AMENT, tool="cmake", cmd="cmake ..", src="https://github.com/ament/ament_cmake/issues/341", cls="everyday"),
        V("--- stderr: project_launch                                                       \n" + _AMENT + "\n\n---\nFailed   <<< project_launch [<<n>>.83s, exited with code 1]", src="https://github.com/NVIDIA-ISAAC-ROS/isaac_ros_common/issues/87"),
        V("Starting >>> px4_msgs\n--- stderr: px4_msgs\n" + _AMENT + "\n\n---", src="https://github.com/ros2/ros2/issues/1599"),
        V("--- stderr: bebop_ros_gz                                          \n" + _AMENT + "\n\n\n---\nFailed   <<< bebop_ros_gz [0.40s, exited with code 1]\nAborted  <<< GazeboPlugins [1.41s]                           ", src="https://github.com/juliordzcer/bebop_ros/issues/4"),
    ], cmd="colcon build", os=L, n=8),
    G("f18-colcon-catkin-missing", "colcon", "wrapper", "https://github.com/colcon/colcon-core/issues/302", [
        V("Starting >>> foo     \n--- stderr: foo                         \n" + _CATKIN + "\n\n\n---\nFailed   <<< foo\t[ Exited with code 1 ]\n\nSummary: 0 packages finished [5.53s]\n  1 package failed: foo\n  1 package had stderr output: foo", cls="version"),
        V("\n\n--- stderr: assets                         \n" + _CATKIN + "\n\n\n---\nFailed   <<< assets [0.70s, exited with code 1]", cmd="colcon build --cmake-args -DCMAKE_EXPORT_COMPILE_COMMANDS=ON", src="https://github.com/awslabs/ros2-migration-tools/issues/12"),
        V(_CATKIN, os="windows", src="https://github.com/ros/geometry2/issues/546", shell="cmd", cls="everyday"),
        V("'" + _CATKIN + "'", src="https://github.com/cartographer-project/cartographer/issues/1953", cls="everyday"),
        V(" " + _CATKIN, src="https://github.com/CogRob/catkin_grpc/issues/50", cls="everyday"),
    ], cmd="colcon build", os=L, n=8, look="f18-colcon-ament-cmake-missing"),
    G("f18-catkin-msg-header-posetwist-zh", "catkin_make", "locale", "https://github.com/MingshanHe/Compliant-Control-and-Application/issues/27", [
        "In file included from <<root>>/src/Compliant-Control-and-Application-noetic/control_algorithms/admittance/src/HybridAdmittance/HybridAdmittance.cpp:1:\n<<root>>/src/Compliant-Control-and-Application-noetic/control_algorithms/admittance/include/hybridadmittance/HybridAdmittance.h:6:10: fatal error: cartesian_state_msgs/PoseTwist.h: 没有那个文件或目录\n    6 | #include \"cartesian_state_msgs/PoseTwist.h\"\n      |          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\ncompilation terminated.\nmake[2]: *** [Compliant-Control-and-Application-noetic/control_algorithms/admittance/CMakeFiles/hybridadmittance.dir/build.make:63：Compliant-Control-and-Application-noetic/control_algorithms/admittance/CMakeFiles/hybridadmittance.dir/src/HybridAdmittance/HybridAdmittance.cpp.o] 错误 1",
    ], cmd="catkin_make", os=L, locale="zh", n=8),
    G("f18-catkin-msg-header-kinfu", "catkin_make", "multiline", "https://github.com/RMonica/ros_kinfu/issues/16", [
        "[  5%] Building CXX object ros_kinfu/kinfu/pcl_kinfu_large_scale/CMakeFiles/KinfuLargeScaleCPP.dir/kinfu_large_scale/src/color_volume.cpp.o\n<<root>>/src/ros_kinfu/kinfu_tf_feeder/src/kinfu_tf_feeder.cpp:44:37: fatal error: kinfu_msgs/KinfuCommand.h: No such file or directory\ncompilation terminated.\nros_kinfu/kinfu_tf_feeder/CMakeFiles/kinfu_tf_feeder.dir/build.make:62: recipe for target 'ros_kinfu/kinfu_tf_feeder/CMakeFiles/kinfu_tf_feeder.dir/src/kinfu_tf_feeder.cpp.o' failed\nmake[2]: *** [ros_kinfu/kinfu_tf_feeder/CMakeFiles/kinfu_tf_feeder.dir/src/kinfu_tf_feeder.cpp.o] Error 1\nCMakeFiles/Makefile2:2960: recipe for target 'ros_kinfu/kinfu_tf_feeder/CMakeFiles/kinfu_tf_feeder.dir/all' failed\nmake[1]: *** [ros_kinfu/kinfu_tf_feeder/CMakeFiles/kinfu_tf_feeder.dir/all] Error 2\nmake[1]: *** Waiting for unfinished jobs....",
    ], cmd="catkin_make", os=L, look="f18-catkin-msg-header-posetwist-zh"),
    G("f18-catkin-roscpp-undefined", "catkin_make", "locale", "https://github.com/azaganidis/se_ndt/issues/5", [
        V("CMakeFiles/talker.dir/src/talker.cpp.o：在函数‘main’中：\ntalker.cpp:(.text+0x70)：对‘ros::init(int&, char**, std::string const&, unsigned int)’未定义的引用\ntalker.cpp:(.text+0xcc)：对‘ros::NodeHandle::NodeHandle(std::string const&, std::map<std::string, std::string, std::less<std::string>, std::allocator<std::pair<std::string const, std::string> > > const&)’未定义的引用\ntalker.cpp:(.text+0x29a)：对‘ros::console::initializeLogLocation(ros::console::LogLocation*, std::string const&, ros::console::levels::Level)’未定义的引用", locale="zh"),
        V("CMakeFiles/benchmark_publisher.dir/src/benchmark_publisher_node.cpp.o：在函数‘std::string readParam<std::string>(ros::NodeHandle&, std::string)’中：\n<<root>>/src/VINS-Mono/benchmark_publisher/src/benchmark_publisher_node.cpp:21：对‘ros::NodeHandle::getParam(std::string const&, std::string&) const’未定义的引用", locale="zh", src="https://github.com/HKUST-Aerial-Robotics/VINS-Mono/issues/162"),
        V("CMakeFiles/canalystii_node_ros.dir/src/canalystii_node_ros.cpp.o: In function `main':\ncanalystii_node_ros.cpp:(.text+0x70): undefined reference to `ros::init(int&, char**, std::string const&, unsigned int)'\ncanalystii_node_ros.cpp:(.text+0x12d): undefined reference to `ros::console::initializeLogLocation(ros::console::LogLocation*, std::string const&, ros::console::levels::Level)'", src="https://github.com/VincentCheungM/ESR_canalyst_ros/issues/1", cls="everyday"),
        V("[ 80%] Linking CXX executable <<root>>/devel/lib/zed_wrapper/zed_wrapper_node\nCMakeFiles/zed_wrapper_node.dir/src/zed_wrapper_node.cpp.o: In function `main':\nzed_wrapper_node.cpp:(.text.startup+0x56): undefined reference to `ros::init(int&, char**, std::string const&, unsigned int)'\nzed_wrapper_node.cpp:(.text.startup+0x89): undefined reference to `ros::names::getRemappings()'\nzed_wrapper_node.cpp:(.text.startup+0x15a): undefined reference to `ros::this_node::getName()'", src="https://github.com/stereolabs/zed-ros-wrapper/issues/156", cls="everyday"),
    ], cmd="catkin_make", os=L, n=8),
    G("f18-catkin-make-no-rule-package", "catkin_make", "wrapper", "https://github.com/qboticslabs/mastering_ros/issues/27", [
        "make: *** No rule to make target `mastering_ros_demo_package'.  Stop.\nInvoking \"make mastering_ros_demo_package -j<<n>> -l<<n>>\" failed",
    ], cmd="catkin_make mastering_ros_demo_package", os=L, exit=2),
    G("f18-catkin-package-include-dir", "catkin_make", "multiline", "https://github.com/MartinStokroos/nexus_base_ros/issues/3", [
        "CMake Error at /opt/ros/melodic/share/catkin/cmake/catkin_package.cmake:305 (message):\n  catkin_package() include dir 'include' does not exist relative to\n  '<<root>>/src/nexus_base_ros'\nCall Stack (most recent call first):\n  /opt/ros/melodic/share/catkin/cmake/catkin_package.cmake:102 (_catkin_package)\n  nexus_base_ros/CMakeLists.txt:114 (catkin_package)\n\n\n-- Configuring incomplete, errors occurred!\nSee also \"<<root>>/build/CMakeFiles/CMakeOutput.log\".\nSee also \"<<root>>/build/CMakeFiles/CMakeError.log\".\nInvoking \"cmake\" failed",
    ], cmd="catkin_make", os=L),
    G("f18-ubt-winsdk81-required", "UnrealBuildTool", "wrapper", "https://github.com/getnamo/leap-ue4/issues/19", [
        "UnrealBuildTool: ERROR: Windows SDK v8.1 must be installed in order to build this target.",
    ], cmd="GenerateProjectFiles.bat", os=W, exit=5),
    G("f18-ubt-vs2017-required", "UnrealBuildTool", "wrapper", "https://github.com/adamrehn/ue4-docker/pull/193", [
        "  ERROR: Visual Studio 2017 must be installed in order to build this target.\nTook <<n>>3.4054611s to run UnrealBuildTool.exe, ExitCode=6",
    ], cmd="ue4-docker build 4.27.0 --no-engine --exclude debug --exclude ddc --exclude templates", os=W, exit=6,
        look="f18-ubt-winsdk81-required"),
    G("f18-uat-platform-win64-invalid", "AutomationTool", "wrapper", "https://github.com/getsentry/sentry-unreal/issues/1153", [
        V("Platform Win64 is not a valid platform to build. Check that the SDK is installed properly and that you have the necessary platform support files (DataDrivenPlatformInfo.ini, SDK.json, etc).", cls="everyday"),
        V("Building plugin for host platforms: Win64\nRunning: D:\\unrealening\\UE_5.5\\Engine\\Binaries\\ThirdParty\\DotNet\\8.0.300\\win-x64\\dotnet.exe \"D:\\unrealening\\UE_5.5\\Engine\\Binaries\\DotNET\\UnrealBuildTool\\UnrealBuildTool.dll\" UnrealEditor Win64 Development -Project=\"<<root>>\\Plugins\\UnrealCV\\HostProject\\HostProject.uproject\" -plugin=\"<<root>>\\Plugins\\UnrealCV\\HostProject\\Plugins\\UnrealCV\\UnrealCV.uplugin\"\nPlatform Win64 is not a valid platform to build. Check that the SDK is installed properly and that you have the necessary platform support files (DataDrivenPlatformInfo.ini, SDK.json, etc).", cmd="python build.py --UE4 D:\\unrealening\\UE_5.5", src="https://github.com/unrealcv/unrealcv/issues/260"),
    ], cmd="RunUAT.bat BuildGraph -target=\"Make Installed Build Win64\"", os=W, exit=6, look="f18-ubt-vs2017-required"),
    G("f18-ubt-precompiled-houdini", "UnrealBuildTool", "wrapper", "https://github.com/sideeffects/HoudiniEngineForUnreal-v2/issues/180", [
        "UATHelper: Packaging (Windows (64-bit)):   " + _PRECOMPILED.format(m="HoudiniEngineRuntime") + "\nPackagingResults: Error: " + _PRECOMPILED.format(m="HoudiniEngineRuntime").removeprefix("ERROR: "),
    ], cmd="RunUAT.bat BuildCookRun -project=<<root>>\\<<proj>>.uproject -platform=Win64 -build -cook -stage -pak", os=W, exit=6),
    G("f18-ubt-precompiled-kantan", "UnrealBuildTool", "wrapper", "https://github.com/kamrann/KantanCharts/issues/6", [
        "********** BUILD COMMAND STARTED **********\nUATHelper: Packaging (Linux):   Using 'git status' to determine working set for adaptive non-unity build (<<root>>).\nUATHelper: Packaging (Linux):   " + _PRECOMPILED.format(m="KantanChartsDatasource") + "\nPackagingResults: Error: " + _PRECOMPILED.format(m="KantanChartsDatasource").removeprefix("ERROR: "),
    ], cmd="RunUAT.bat BuildCookRun -project=<<root>>\\test.uproject -platform=Linux -build -cook", os=W, exit=6,
        look="f18-ubt-precompiled-houdini"),
    G("f18-ubt-precompiled-openaiapi", "UnrealBuildTool", "wrapper", "https://github.com/KellanM/OpenAI-Api-Unreal/issues/25", [
        "UATHelper: Packaging (Windows (64-bit)):   " + _PRECOMPILED.format(m="OpenAIAPI") + "\nUATHelper: Packaging (Windows (64-bit)): Took 0.9622388s to run UnrealBuildTool.exe, ExitCode=6\nUATHelper: Packaging (Windows (64-bit)): UnrealBuildTool failed. See log for more details. (<<home>>\\AppData\\Roaming\\Unreal Engine\\AutomationTool\\Logs\\D+Program+Files+(x86)+UE_4.27\\UBT-<<proj>>-Win64-Development.txt)\nUATHelper: Packaging (Windows (64-bit)): AutomationTool exiting with ExitCode=6 (6)\nPackagingResults: Error: " + _PRECOMPILED.format(m="OpenAIAPI").removeprefix("ERROR: ") + "\nUATHelper: Packaging (Windows (64-bit)): BUILD FAILED\nPackagingResults: Error: Unknown Error",
    ], cmd="RunUAT.bat BuildCookRun -project=<<root>>\\<<proj>>.uproject -platform=Win64 -build -cook", os=W, exit=6,
        look="f18-ubt-precompiled-houdini"),
    G("f18-ubt-precompiled-gsruntime", "UnrealBuildTool", "version", "https://github.com/xverse-engine/XScene-UEPlugin/issues/76", [
        "Missing precompiled manifest for 'GSRuntime', '<<root>>\\Plugins\\XV3dGS\\Intermediate\\Build\\Win64\\UnrealGame\\Development\\GSRuntime\\GSRuntime.precompiled'. This module was most likely not flagged for being included in a precompiled build - set 'PrecompileForTargets = PrecompileTargetsType.Any;' in GSRuntime.build.cs to override. If part of a plugin, also check if its 'Type' is correct.",
        V("1>Missing precompiled manifest for 'GSRuntime', '<<root>>\\Intermediate\\Build\\Win64\\<<proj>>\\Development\\GSRuntime\\GSRuntime.precompiled'. This module was most likely not flagged for being included in a precompiled build - set 'PrecompileForTargets = PrecompileTargetsType.Any;' in GSRuntime.build.cs to override. If part of a plugin, also check if its 'Type' is correct.", tool="msbuild", src="https://github.com/xverse-engine/XScene-UEPlugin/issues/122", cls="wrapper"),
    ], cmd="RunUAT.bat BuildCookRun -project=<<root>>\\<<proj>>.uproject -platform=Win64 -build -cook -stage", os=W, exit=6,
        n=6, look="f18-ubt-precompiled-houdini"),
]

QUERIES = [
    Q("colcon build cannot find ament_cmake package configuration", "f18-colcon-ament-cmake-missing", "plain"),
    Q("colcon 编译 找不到 ament_cmake 没 source ros2", "f18-colcon-ament-cmake-missing", "zh"),
    Q("ROS 1 package built with colcon on ROS 2 cannot find catkin", "f18-colcon-catkin-missing", "plain"),
    Q("ros2 下 colcon 编译 提示找不到 catkin", "f18-colcon-catkin-missing", "zh"),
    Q("catkin_make cartesian_state_msgs PoseTwist.h missing", "f18-catkin-msg-header-posetwist-zh", "plain"),
    Q("catkin_make 找不到 PoseTwist.h 消息头文件", "f18-catkin-msg-header-posetwist-zh", "zh"),
    Q("kinfu_msgs/KinfuCommand.h not generated before kinfu_tf_feeder compiles", "f18-catkin-msg-header-kinfu", "plain"),
    Q("ros_kinfu 编译 缺少 KinfuCommand.h", "f18-catkin-msg-header-kinfu", "zh"),
    Q("catkin_make undefined reference to ros::init when linking a node", "f18-catkin-roscpp-undefined", "plain"),
    Q("catkin_make 链接 ros::init 未定义的引用 怎么办", "f18-catkin-roscpp-undefined", "zh"),
    Q("catkin_make with a package name gives no rule to make target", "f18-catkin-make-no-rule-package", "plain"),
    Q("catkin_make 指定包名 没有规则制作目标", "f18-catkin-make-no-rule-package", "zh"),
    Q("catkin_package include dir does not exist relative to the package", "f18-catkin-package-include-dir", "plain"),
    Q("catkin_package 报 include 目录不存在", "f18-catkin-package-include-dir", "zh"),
    Q("UnrealBuildTool needs Windows SDK 8.1 to generate project files", "f18-ubt-winsdk81-required", "plain"),
    Q("虚幻 生成工程 要求安装 Windows SDK 8.1", "f18-ubt-winsdk81-required", "zh"),
    Q("ue4-docker build says Visual Studio 2017 must be installed", "f18-ubt-vs2017-required", "plain"),
    Q("UE4 编译 提示必须安装 VS2017", "f18-ubt-vs2017-required", "zh"),
    Q("Unreal plugin build: Win64 is not a valid platform to build", "f18-uat-platform-win64-invalid", "plain"),
    Q("UE5 打包插件 Win64 不是有效平台 SDK 没装好", "f18-uat-platform-win64-invalid", "zh"),
    Q("packaging with Houdini Engine plugin missing precompiled manifest", "f18-ubt-precompiled-houdini", "plain"),
    Q("Houdini 插件 打包 缺少 precompiled manifest", "f18-ubt-precompiled-houdini", "zh"),
    Q("cooking for Linux fails on KantanChartsDatasource precompiled manifest", "f18-ubt-precompiled-kantan", "plain"),
    Q("KantanCharts 插件 Linux 打包失败 precompiled", "f18-ubt-precompiled-kantan", "zh"),
    Q("OpenAIAPI plugin breaks UE 4.27 packaging precompiled manifest", "f18-ubt-precompiled-openaiapi", "plain"),
    Q("OpenAI 插件 UE4.27 打包 报缺少预编译清单", "f18-ubt-precompiled-openaiapi", "zh"),
    Q("Gaussian splatting plugin GSRuntime.precompiled missing when packaging", "f18-ubt-precompiled-gsruntime", "plain"),
    Q("高斯泼溅插件 打包 GSRuntime 预编译文件缺失", "f18-ubt-precompiled-gsruntime", "zh"),
]
