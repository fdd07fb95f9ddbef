"""Field set 21, part e: binaries built for another architecture, MSVC's M_PI, node-gyp's VCBuild.exe."""

from fieldspec import G, Q, V

_MPI = "{f}({l},{c}): error C2065: 'M_PI': undeclared identifier [{p}]"
_VCB = ("MSBUILD : error MSB3428: Could not load the Visual C++ component \"VCBuild.exe\". To fix this, 1) install the .NET Framework 2.0 SDK, "
        "2) install Microsoft Visual Studio 2005 or 3) add the location of the component to the system path if it is installed elsewhere.  [{sln}]")

GROUPS = [
    G("f21-exec-format-error", "bash", "locale", "https://github.com/skykapok/dawn/issues/1", [
        V("bash: ./simplepacker: cannot execute binary file: 可执行文件格式错误", locale="zh", cmd="./export.sh"),
        V("无法执行二进制文件: 可执行文件格式错误", src="https://github.com/fuck-xuexiqiangguo/Fuck-XueXiQiangGuo/issues/556", locale="zh",
          cmd="./Fuck学习强国", cls="everyday"),
        V("bash: ./Fuck学习强国: cannot execute binary file: Exec format error", src="https://github.com/fuck-xuexiqiangguo/Fuck-XueXiQiangGuo/issues/482",
          locale="en", cls="everyday", cmd="./Fuck学习强国"),
        V("bash: /home/linuxbrew/.linuxbrew/bin/fac: cannot execute binary file: Exec format error", src="https://github.com/mkchoi212/fac/issues/23",
          locale="en", tool="linuxbrew", cls="non-file-path", cmd="fac"),
        V("zsh: exec format error: <<root>>/tts/piper/piper", src="https://github.com/rhasspy/piper/issues/357", locale="en", os="macos", shell="zsh",
          cls="shell", cmd="./piper/piper --help"),
        V("./crawlergo: cannot execute binary file: Exec format error", src="https://github.com/Qianlitp/crawlergo/issues/46", locale="en",
          cmd="./crawlergo -c /usr/bin/google-chrome http://testphp.vulnweb.com/"),
        V("-bash: ./payload: cannot execute binary file: Exec format error", src="https://github.com/scumjr/dirtycow-vdso/issues/1", locale="en",
          cmd="./payload"),
        V("bash: ./simplepacker: cannot execute binary file: 可执行文件格式错误", locale="zh", shell="zsh", cmd="./simplepacker"),
        V("无法执行二进制文件: 可执行文件格式错误", src="https://github.com/fuck-xuexiqiangguo/Fuck-XueXiQiangGuo/issues/556", locale="zh",
          shell="sh", cmd="./Fuck学习强国", cls="everyday"),
        V("nnie_face_test: cannot execute binary file: Exec format error", src="https://github.com/hanson-young/nniefacelib/issues/66", locale="en",
          cmd="./nnie_face_test", cls="two-programs"),
        V("bash: ./simplepacker: cannot execute binary file: 可执行文件格式错误", locale="zh", cmd="sh export.sh", cls="wrapper"),
        V("无法执行二进制文件: 可执行文件格式错误", src="https://github.com/fuck-xuexiqiangguo/Fuck-XueXiQiangGuo/issues/556", locale="zh", shell="zsh", cmd="./Fuck学习强国"),
    ], os=("linux",), look="f21-exec-format-no-shebang", n=16),

    G("f21-exec-format-no-shebang", "soundmeter", "everyday", "https://github.com/shichao-an/soundmeter/issues/11", [
        "cannot execute binary file: Exec format error",
    ], cmd="soundmeter --trigger +10 2 --action exec --exec <<script>>", os=("linux",), look="f21-exec-format-error", n=3),

    G("f21-msvc-m-pi-undeclared", "cl", "non-file-path", "https://github.com/gazebosim/gz-sim/issues/2229", [
        V("  AdvancedLiftDrag.cc\n\n" + _MPI.format(f="<<root>>\\gz-sim\\src\\systems\\advanced_lift_drag\\AdvancedLiftDrag.cc", l="618", c="64",
                                                  p="<<root>>\\build\\gz-sim8\\src\\systems\\advanced_lift_drag\\gz-sim8-advanced-lift-drag-system.vcxproj"),
          tool="msbuild", cls="multiline", cmd="colcon build --merge-install"),
        V(_MPI.format(f="<<root>>\\engine\\src\\configuration\\configuration.cpp", l="19", c="42", p="<<root>>\\build\\vegastrike-engine_com.vcxproj"),
          src="https://github.com/vegastrike/Vega-Strike-Engine-Source/issues/494", tool="msbuild", cmd="cmake --build build --config Release"),
        V("CubismMath.hpp(97) : error C2065: 'M_PI' : undeclared identifier", src="https://github.com/Live2D/CubismNativeFramework/pull/8", cls="version",
          cmd="msbuild CubismNativeFramework.sln"),
        V("floppsyhash.cpp(25): error C2065: 'M_PI': undeclared identifier", src="https://github.com/DO-SAY-GO/floppsy/pull/9", tool="appveyor",
          cls="wrapper", cmd="cmake --build ."),
        V("error C2065: 'M_PI': undeclared identifier", src="https://github.com/luxonis/depthai-core/pull/229", cls="everyday",
          cmd="cmake --build build --config Release"),
        V("error C2065: 'M_PI' : undeclared identifier", src="https://github.com/millerjv/PkModeling/pull/24", tool="ctest", cls="version",
          cmd="ctest -D Experimental"),
        V("'M_PI': undeclared identifier in kalman_filter.cpp(116,83)", src="https://github.com/yasenh/sort-cpp/issues/10", cls="everyday"),
    ], cmd="cmake --build build --config Release", os=("windows",), n=9),

    G("f21-node-gyp-vcbuild", "node-gyp", "multiline", "https://github.com/nodejs/node-gyp/issues/1584", [
        ">node-gyp build\ngyp info it worked if it ends with ok\ngyp info using node-gyp@3.8.0\ngyp info using node@10.9.0 | win32 | x64\n"
        "gyp info spawn C:\\Program Files (x86)\\MSBuild\\14.0\\bin\\msbuild.exe\n"
        "Building the projects in this solution one at a time. To enable parallel build, please add the \"/m\" switch.\n"
        + _VCB.format(sln="<<root>>\\build\\binding.sln") + "\ngyp ERR! build error\n"
        "gyp ERR! stack Error: `C:\\Program Files (x86)\\MSBuild\\14.0\\bin\\msbuild.exe` failed with exit code: 1",
        V(_VCB.format(sln="C:\\xampp\\htdocs\\node-printer\\build\\binding.sln"), src="https://github.com/nodejs/node-gyp/issues/1045",
          tool="npm", cls="wrapper", cmd="npm install printer"),
        V("MSBUILD : error MSB3428: Could not load the Visual C++ component \"VCBuild.exe\". To fix this, 1) install the .NET Framework 2.0 SDK, "
          "2) install Microsoft Visual Studio 2005 or 3) add the location of t he component to the system path if it is installed elsewhere. ",
          src="https://github.com/nwjs/nw-gyp/issues/19", tool="nw-gyp", cls="two-programs", cmd="nw-gyp rebuild --target=0.8.0"),
        V(_VCB.format(sln="<<root>>\\build\\binding.sln"), src="https://github.com/nodejs/node-gyp/issues/307", cls="everyday", cmd="npm install"),
        V("error MSB3411: Could not load the Visual C++ component \"VCBuild.exe\"", src="https://github.com/nodejs/node-gyp/issues/306", cls="version",
          cmd="npm install --msvs_version=2012"),
    ], cmd="node-gyp build", os=("windows",), n=7),
]

QUERIES = [
    Q("cannot execute binary file exec format error wrong architecture", "f21-exec-format-error", "plain"),
    Q("无法执行二进制文件 可执行文件格式错误 架构不对", "f21-exec-format-error", "zh"),
    Q("script run from trigger exec format error missing shebang line", "f21-exec-format-no-shebang", "plain"),
    Q("脚本被调用时报 exec format error 缺少 shebang", "f21-exec-format-no-shebang", "zh"),
    Q("msvc M_PI undeclared identifier need _USE_MATH_DEFINES", "f21-msvc-m-pi-undeclared", "plain"),
    Q("VS 编译 M_PI 未声明 需要 _USE_MATH_DEFINES", "f21-msvc-m-pi-undeclared", "zh"),
    Q("node-gyp could not load visual c++ component VCBuild.exe", "f21-node-gyp-vcbuild", "plain"),
    Q("node-gyp 编译原生模块 找不到 VCBuild.exe 组件", "f21-node-gyp-vcbuild", "zh"),
]
