"""Field set 2, Chinese-localised messages: apt, bash, PowerShell and cmd in zh_CN, and errors quoted in Chinese issues.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. The
apt, bash and shell-name groups name look-alikes: another package or command needs another fix.
"""

from __future__ import annotations

from fieldspec import G, V

_APT_ZH_HEAD = "正在读取软件包列表... 完成\n正在分析软件包的依赖关系树       \n正在读取状态信息... 完成       \n"
_APT_EN_HEAD = "Reading package lists... Done\nBuilding dependency tree       \nReading state information... Done\n"
_PS_ZH_NOT_FOUND = ("无法将“{cmd}”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。"
                    "请检查名称的拼写，如果包括路径，请确保路径正确，然后再试一次。")


def _ps_zh(cmd: str) -> str:
    return f"{cmd} : " + _PS_ZH_NOT_FOUND.format(cmd=cmd)


_PS_ZH = dict(os=("windows",), shells=("powershell",), locale="zh")

GROUPS = [
    G("f2-apt-dpkg-lock", "apt", "runtime-value", "https://github.com/osism/k8s-capi-images/issues/139", [
        "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process <<pid>> (apt-get)\n"
        "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?",
        V("E: Could not get lock /var/lib/dpkg/lock-frontend - open (11: Resource temporarily unavailable)\n"
          "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?",
          src="https://github.com/QuickBox/QB/issues/185", cls="version", cmd="sudo apt-get -yqq upgrade"),
        V("  | E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process <<pid>> (unattended-upgr)\n"
          "  | E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?\n"
          "  | 🚨 Error: The command exited with status 100", src="https://github.com/solana-labs/bench-tps-dos-test/issues/8",
          tool="buildkite", cls="wrapper"),
        V("fatal: [<<host>>]: FAILED! => {\"changed\": false, "
          "\"cmd\": \"apt-get install --no-install-recommends python-apt -y -q\", "
          "\"msg\": \"E: Could not get lock /var/lib/dpkg/lock-frontend - open (11: Resource temporarily unavailable)"
          "\\nE: Unable "
          "to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?\", \"rc\": 100}",
          src="https://github.com/gantsign/ansible-role-java/issues/232", tool="ansible", cmd="ansible-playbook site.yml",
          cls="wrapper", exit=2),
        V("dpkg: error: dpkg frontend is locked by another process", src="https://github.com/microsoft/lisa/issues/660",
          tool="dpkg", cmd="sudo dpkg -i <<debfile>>", cls="two-programs", exit=2),
    ], cmd="sudo apt-get install -y libssl-dev", exit=100, os=("linux",), n=10),
    G("f2-bash-zh-pcregrep", "bash", "locale", "https://github.com/webpro/dotfiles/pull/20", [
        "<<home>>/.dotfiles//bin/append:行6: pcregrep: 未找到命令",
        "<<home>>/.dotfiles/bin/append:行6: pcregrep: 未找到命令",
    ], cmd="make bash", exit=127, os=("macos", "linux"), locale="zh", shells=("bash",), look="f2-bash-zh-onetcli-precmd"),
    G("f2-bash-zh-onetcli-precmd", "bash", "locale", "https://github.com/feigeCode/navop/issues/217", [
        "bash: __onetcli_precmd_bash：未找到命令",
    ], cmd="ls", exit=0, os=("linux",), locale="zh", shells=("bash",)),
    G("f2-ps-zh-iwr-old-powershell", "powershell", "version", "https://github.com/neolee/pilot/issues/73", [
        "无法将“iwr”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼\n"
        "写，如果包括路径，请确保路径正确，然后重试。\n"
        "所在位置 行:1 字符: 4\n+ iwr <<<<  -useb get.scoop.sh | iex\n"
        "    + CategoryInfo          : ObjectNotFound: (iwr:String) [], CommandNotFound\n   Exception\n"
        "    + FullyQualifiedErrorId : CommandNotFoundException",
        V("无法将 iwr项 识别为cmdlet 函数 脚本文件或可运行程序的名称，请检查名称的拼写", src="https://github.com/neolee/wop/issues/19"),
    ], cmd="iwr -useb get.scoop.sh | iex", **_PS_ZH),
    G("f2-ps-zh-linux-env-syntax", "powershell", "shell", "https://github.com/delta-mpc/python-psi/issues/17", [
        "PSI_CONFIG=config/config.yaml : 无法将“PSI_CONFIG=config/config.yaml”项识别为 cmdlet、函数、脚本文件或可运行程序的名 "
        "称。请检查名称的拼写，如果包括路径，请确保路径正确，然后再试一次。",
        V("PSI_CONFIG 不是内部或外部命令，也不是可运行的程序 或批处理文件。", shell="cmd",
          src="https://github.com/delta-mpc/python-psi/issues/20",
          cmd="PSI_CONFIG=config/server.config.yaml psi_run server <<host>>:2345"),
    ], cmd="PSI_CONFIG=config/config.yaml python -m psi", **_PS_ZH),
    G("f2-ps-zh-auto-py-to-exe", "powershell", "locale", "https://github.com/brentvollebregt/auto-py-to-exe/issues/352", [
        _ps_zh("auto-py-to-exe"),
    ], cmd="auto-py-to-exe", look="f2-ps-zh-conda", **_PS_ZH),
    G("f2-ps-zh-conda", "powershell", "locale", "https://github.com/neolee/pilot/issues/590", [
        "无法将“conda”项识别为 cmdlet、函数、脚本文件或可运行程序的名称",
        V(_ps_zh("conda"), src="https://github.com/selfteaching/selfteaching-python-camp/issues/5291"),
        V("conda : 无法将“conda”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。"
          "请检查名称的拼写，如果包括路径，请确保路径正确\n，然后再试一次。\n"
          "所在位置 行:1 字符: 1\n+ conda activate .conda\n+ ~~~~~\n"
          "    + CategoryInfo          : ObjectNotFound: (conda:String) [], CommandNotFoundException\n"
          "    + FullyQualifiedErrorId : CommandNotFoundException",
          src="https://github.com/singlebridge/WorldQuant-miner/issues/4", cls="multiline", cmd="conda activate .conda"),
    ], cmd="conda activate base", **_PS_ZH),
    G("f2-ps-python-not-found", "powershell", "multiline", "https://github.com/Puliczek/github-achievements-academy/issues/210", [
        "python : The term 'python' is not recognized as the name of a cmdlet, function, script file, or operable program. "
        "Check the spelling of the name, or if a path was\nincluded, verify that the path is correct and try again.\n"
        "At line:1 char:1\n+ python -m venv venv\n+ ~~~~~~\n    + CategoryInfo          : ObjectNotFound: (python:String) [], "
        "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
        V("python : The term 'python' is not recognized as the name of a cmdlet, function, script file, or operable program. "
          "Check the spelling of the name, or \nif a path was included, verify that the path is correct and try again.\n"
          "At line:1 char:1\n+ python get-pip.py\n+ ~~~~~~\n    + CategoryInfo          : ObjectNotFound: (python:String) [], "
          "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
          src="https://github.com/microsoft/vscode-docs/issues/3198"),
        V("The term 'python3' is not recognized as the name of a cmdlet, function, script file, or opera\nble program. "
          "Check the spelling of the name, or if a path was included, verify that the \npath is correct and try again.",
          src="https://github.com/aboood40091/Miyamoto/issues/85", cls="version"),
    ], cmd="python -m venv venv", os=("windows",), shells=("powershell",), look="f2-ps-zh-conda"),
    G("f2-cmd-zh-autorun-path", "cmd", "locale", "https://github.com/cmderdev/cmder/issues/3109", [
        "系统找不到指定的路径。",
        "系统找不到指定的路径。\n<<time>>.73 DEBUG(init.bat): Env Var - CMDER_ROOT=E:\\greentools\\cmder",
        V("[C:\\Users\\runneradmin\\.cargo\\git\\checkouts\\vnt-f32beffc0c6221ab\\0238d1a\\vnt\\src\\handle\\"
          "recv_data\\server.rs:372] "
          "ERROR vnt::handle::recv_data::server:ErrorInfo { code: FailedToCrateDevice, msg: Some(\"create device Custom { kind: "
          "Other, error: \\\"cmd=\\\\\\\"netsh interface ipv4 set subinterface <<n2>>  mtu=1410 store=persistent\\\\\\\","
          "out=\\\\\\\"系统找不到指定的路径。\\\\\\\"\\\" }\"), source: None }",
          src="https://github.com/vnt-dev/vnt/issues/126", tool="vnt", cls="two-programs", shell="powershell"),
    ], cmd="cmd", exit=1, os=("windows",), shells=("cmd",), locale="zh"),
    G("f2-py-no-module-models", "python", "multiline", "https://github.com/WenmuZhou/DBNet.pytorch/issues/94", [
        "Traceback (most recent call last):\n  File \"<<root>>/train.py\", line <<line>>, in <module>\n"
        "    from models import build_model, build_loss\nModuleNotFoundError: No module named 'models'",
        "    from models import build_model, build_loss\nModuleNotFoundError: No module named 'models'",
    ], cmd="python tools/train.py --config_file config/icdar2015_resnet18_FPN_DBhead_polyLR.yaml",
        os=("linux", "windows"), look="f2-py-no-module-util"),
    G("f2-py-no-module-util", "python", "everyday", "https://github.com/dataabc/weibo-crawler/issues/346", [
        "ModuleNotFoundError: No module named 'util'",
        "Traceback (most recent call last):\n  File \"<<root>><<sep>>weibo.py\", line <<line>>, in <module>\n"
        "    from util.csvutil import insert_or_update_user\nModuleNotFoundError: No module named 'util'",
    ], cmd="python weibo.py", os=("windows", "linux"), look="f2-py-no-module-requests"),
    G("f2-py-no-module-requests", "python", "everyday", "https://github.com/nelsonkent/face_detect/issues/3", [
        "ModuleNotFoundError: No module named 'requests'",
        "Traceback (most recent call last):\n  File \"<<root>><<sep>><<pyfile>>\", line <<line>>, in <module>\n"
        "    import requests\nModuleNotFoundError: No module named 'requests'",
    ], cmd="python <<pyfile>>", os=("windows", "linux", "macos")),
]
