"""Field set 15, part c: a Chinese shell's segfault, an out-of-memory kill seen by two compilers,
PowerShell's execution policy in Chinese and English, conda off PATH in three shells and its two
look-alikes, and a full disk under a Node service's log wrapper and in Python.

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_LINUX = ("linux",)

_PS_DISABLED_ZH = (
    ".\\build.ps1 : 无法加载文件 <<root>>\\build.ps1，因为在此系统上禁止运行脚本\n"
    "。有关详细信息，请参阅 https:/go.microsoft.com/fwlink/?LinkID=135170 中的 about_Execution_Policies。\n"
    "所在位置 行:1 字符: 1\n"
    "+ .\\build.ps1  -BazelBuildParameters $parameterString -BuildCppAPI -Res ...\n"
    "+ ~~~~~~~~~~~\n"
    "    + CategoryInfo          : SecurityError: (:) []，PSSecurityException\n"
    "    + FullyQualifiedErrorId : UnauthorizedAccess")

GROUPS = [
    # -- a segfault as a Chinese-locale shell reports it ---------------------------------------------
    G("f15-zh-segfault-core-dumped", "bash", "locale", "https://github.com/threaTrace-detector/threaTrace/issues/8", [
        "段错误 (核心已转储)",
        V("段错误 (核心已转储)", src="https://github.com/DayBreak-u/chineseocr_lite/issues/102"),
        V("./runall.sh: 行 4: <<pid>> 段错误               (核心已转储) ${train_deepnet} model.pbtxt train.pbtxt "
          "eval.pbtxt", cmd="./runall.sh", src="https://github.com/nitishsrivastava/deepnet/issues/111",
          cls="runtime-value"),
        V("python:段错误（核心已转储）", src="https://github.com/YCG09/chinese_ocr/issues/310"),
        V("段错误 (核心已转储)", cmd="python train.py", src="https://github.com/hit-computer/SC-LSTM/issues/9"),
        V("段错误 (核心已转储)", cmd="python run_seg_gui.py", src="https://github.com/Jumpat/SegmentAnythingin3D/issues/67"),
    ], cmd="python <<pyfile>>", os=_LINUX, locale="zh", exit=139, n=15),

    # -- the kernel's OOM killer, as the shell and as the compiler driver see it ----------------------
    G("f15-oom-killed-while-compiling", "zig", "two-programs", "https://github.com/ziglang/zig/issues/3633", [
        V("Semantic Analysis [1519/1781] Killed", cmd="zig build", exit=137),
        V("c++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.", tool="g++",
          cmd="python3 ./gigahorse.py <<relfile>>", exit=1,
          src="https://github.com/nevillegrech/gigahorse-toolchain/issues/95"),
    ], os=_LINUX, exit=137),

    # -- PowerShell's execution policy: disabled (Chinese and English) and unsigned (Chinese) ----------
    G("f15-ps-running-scripts-disabled", "powershell", "locale",
      "https://github.com/terryzhao127/tensorflow-windows-build-script/issues/31", [
        V(_PS_DISABLED_ZH, locale="zh", cmd=".\\build.ps1 -BazelBuildParameters $parameterString -BuildCppAPI"),
        V("File C:\\AppData\\myservice.ps1 cannot be loaded because running scripts is disabled on this system. For more\n"
          "information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\n"
          "    + CategoryInfo          : SecurityError: (:) [], ParentContainsErrorRecordException\n"
          "    + FullyQualifiedErrorId : UnauthorizedAccess", tool="winsw", cmd="myservice.exe start",
          src="https://github.com/winsw/winsw/issues/931", cls="wrapper"),
        V("File <<home>>\\Desktop\\exps\\Easy-GPU-PV-main\\PreChecks.ps1 cannot be loaded because running scripts is "
          "disabled on this system. For more information, see about_Execution_Policies at \n"
          "https:/go.microsoft.com/fwlink/?LinkID=135170.\n"
          "    + CategoryInfo          : SecurityError: (:) [], ParentContainsErrorRecordException\n"
          "    + FullyQualifiedErrorId : UnauthorizedAccess", cmd=".\\PreChecks.ps1",
          src="https://github.com/jamesstringer90/Easy-GPU-PV/issues/157", cls="everyday"),
        V("Import-Module : File C:\\Program Files\\WindowsPowerShell\\Modules\\PsIni\\3.1.3\\PsIni.psm1 cannot be loaded "
          "because running scripts is disabled on\n"
          "this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\n"
          "At line:1 char:1\n+ Import-Module PsIni\n+ ~~~~~~~~~~~~~~~~~~~\n"
          "    + CategoryInfo          : SecurityError: (:) [Import-Module], PSSecurityException\n"
          "    + FullyQualifiedErrorId : UnauthorizedAccess,Microsoft.PowerShell.Commands.ImportModuleCommand",
          cmd="Import-Module PsIni", src="https://github.com/lipkau/PSIni/issues/74", cls="multiline"),
    ], os=_WIN, shells=("powershell",), n=8),
    G("f15-zh-ps-script-not-signed", "powershell", "locale", "https://github.com/yongxin-ms/DisableSogouNetwork/issues/2", [
        ".\\run.ps1 : 无法加载文件 C:\\Users\\Administrator\\Desktop\\run.ps1。"
        "未对文件 C:\\Users\\Administrator\\Desktop\\run.ps1 进\n"
        "行数字签名。无法在当前系统上运行该脚本。有关运行脚本和设置执行策略的详细信息，"
        "请参阅 https:/go.microsoft.com/fwlink/?Li\n"
        "nkID=135170 中的 about_Execution_Policies。\n"
        "所在位置 行:1 字符: 1\n"
        "+ .\\run.ps1\n"
        "+ ~~~~~~~~~\n"
        "    + CategoryInfo          : SecurityError: (:) []，PSSecurityException\n"
        "    + FullyQualifiedErrorId : UnauthorizedAccess",
    ], cmd=".\\run.ps1", os=_WIN, shells=("powershell",), locale="zh", n=10, look="f15-ps-running-scripts-disabled"),

    # -- conda: off PATH in three shells, and two conda errors that only look like it ------------------
    G("f15-conda-not-on-path", "conda", "shell", "https://github.com/yunjunz/conda-envs/issues/1", [
        V("zsh: command not found: conda", os="macos", shell="zsh", cmd="conda install git"),
        V("zsh: command not found: conda", os="macos", shell="zsh", cmd="conda update conda",
          src="https://github.com/selfteaching/the-craft-of-selfteaching/issues/44"),
        V("-bash: conda: command not found", os="macos", shell="bash", cmd="conda env --help",
          src="https://github.com/conda/conda/issues/5194"),
        V("bash: conda: command not found", os="linux", shell="bash", cmd="conda list",
          src="https://github.com/tatwan/c9-conda/issues/1"),
        V("command not found: conda", os="macos", shell="zsh", cmd="conda --version",
          src="https://github.com/conda/conda/issues/8416", cls="wrapper"),
    ], exit=127, os=("macos", "linux"), n=8),
    G("f15-conda-git-bash-no-command-conda-conda", "conda", "version", "https://github.com/conda/conda/issues/8506", [
        "CommandNotFoundError: No command 'conda conda'.",
    ], cmd="conda", os=_WIN, shells=("bash",), look="f15-conda-not-on-path"),
    G("f15-conda-shell-not-configured-deactivate", "conda", "everyday", "https://github.com/huyvvo/BiB/issues/2", [
        "CommandNotFoundError: Your shell has not been properly configured to use 'conda deactivate'.",
    ], cmd="bash launch_active_coco14.sh 2 BiB 3", os=_LINUX, look="f15-conda-git-bash-no-command-conda-conda"),

    # -- a full disk under a Node service's log wrapper, and the same errno from Python ------------------
    G("f15-node-enospc-registry-download", "node", "wrapper", "https://github.com/cnpm/cnpmjs.org/issues/1671", [
        "<<date>> <<time>>.476 nodejs.ENOSPCErrorException: Error: ENOSPC: no space left on device, open "
        "'/data/cnpm/registry/.cnpmjs.org/downloads/RLDhDLCapaanmqe2-node-plop---node-plop-0.18.0.tgz'\n"
        "Error: ENOSPC: no space left on device, open "
        "'/data/cnpm/registry/.cnpmjs.org/downloads/RLDhDLCapaanmqe2-node-plop---node-plop-0.18.0.tgz'\n"
        "pid: <<pid>>",
        V("OSError: [Errno 28] No space left on device: '/tmp/waydroidimage/system/priv-app/Phonesky'", tool="python",
          cmd="sudo python3 main.py install gapps", src="https://github.com/casualsnek/waydroid_script/issues/39",
          cls="two-programs"),
        V("  File \"/usr/lib/python3.5/shutil.py\", line 76, in copyfileobj\n    fdst.write(buf)\n"
          "OSError: [Errno 28] No space left on device", tool="python", cmd="golemapp",
          src="https://github.com/golemfactory/clay/issues/2025", cls="two-programs"),
    ], cmd="node dispatch.js", os=_LINUX, n=6),
]

QUERIES = [
    Q("program crashed with a segmentation fault on a chinese ubuntu", "f15-zh-segfault-core-dumped", "plain"),
    Q("程序运行时崩溃提示核心已转储", "f15-zh-segfault-core-dumped", "zh"),
    Q("compiler process killed, machine ran out of memory", "f15-oom-killed-while-compiling", "plain"),
    Q("编译时进程被系统杀掉 内存不够", "f15-oom-killed-while-compiling", "zh"),
    Q("powershell will not run my ps1 script, scripts disabled", "f15-ps-running-scripts-disabled", "plain"),
    Q("powershell 禁止运行脚本怎么办", "f15-ps-running-scripts-disabled", "zh"),
    Q("powershell refuses a downloaded script because it has no digital signature", "f15-zh-ps-script-not-signed", "plain"),
    Q("powershell 提示脚本没有数字签名不能运行", "f15-zh-ps-script-not-signed", "zh"),
    Q("installed anaconda but the shell cannot find conda", "f15-conda-not-on-path", "plain"),
    Q("装完 anaconda 终端里用不了 conda 命令", "f15-conda-not-on-path", "zh"),
    Q("conda broken in git bash on windows after update", "f15-conda-git-bash-no-command-conda-conda", "plain"),
    Q("windows 的 git bash 里 conda 升级后用不了", "f15-conda-git-bash-no-command-conda-conda", "zh"),
    Q("script cannot deactivate the conda environment, shell not set up", "f15-conda-shell-not-configured-deactivate",
      "plain"),
    Q("脚本里 conda deactivate 提示 shell 没有配置好", "f15-conda-shell-not-configured-deactivate", "zh"),
    Q("private npm registry cannot save downloads, disk is full", "f15-node-enospc-registry-download", "plain"),
    Q("cnpm 私有仓库写文件报磁盘空间不足", "f15-node-enospc-registry-download", "zh"),
]
