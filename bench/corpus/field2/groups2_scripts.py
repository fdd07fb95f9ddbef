"""Field set 2, running a script: a CRLF shebang, a shebang without its slash, a noexec mount, dash's "(" and DNS.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s (the script
name, line numbers, an ephemeral port). A script saved with Windows line endings names `/bin/bash^M` (or
`/bin/sh^M`) as its interpreter: bash, zsh and a zh_CN bash word it differently, one fix (dos2unix). Its
look-alikes are a shebang missing its leading slash (`bin/bash`) and `/bin/bash` refused on a noexec mount.
dash, run as `sh`, stops at a bash array with `Syntax error: "(" unexpected` (run it with bash); its look-alike
is bash 3.2's `syntax error near unexpected token ';;'` inside `$( case … )` (a newer bash). Docker's registry
host unresolvable by the daemon's resolver is a look-alike of the registry timing out (f2-docker-registry-timeout).
"""

from __future__ import annotations

from fieldspec import G, V

_DASH_PAREN = 'Syntax error: "(" unexpected'
_KITEMATIC = "(HTTP code 500) server error - "
_DNS = "Get https://registry-1.docker.io/v2/: dial tcp: lookup registry-1.docker.io on "

GROUPS = [
    G("f2-crlf-bad-interpreter", "bash", "shell", "https://github.com/shevabam/ezservermonitor-sh/issues/7", [
        V("-bash: ./<<script>>: /bin/bash^M: bad interpreter: No such file or directory", os="linux", shell="bash"),
        V("./<<script>>: bad interpreter: /bin/bash^M: no such file or directory", os="macos", shell="zsh",
          src="https://github.com/microsoft/mindaro/issues/5"),
        V("-bash: ./<<script>>: /bin/bash^M: bad interpreter: 没有那个文件或目录", os="linux", shell="bash", locale="zh",
          src="https://github.com/dubboclub/dubbokeeper/issues/102", cls="locale"),
        V("bash: ./<<script>>: /bin/sh^M: bad interpreter: No such file or directory", os="linux", shell="bash",
          src="https://github.com/trevor-laher/OnDemandMinecraft/issues/9", cls="everyday"),
        V("./run.sh: bad interpreter: /bin/bash^M: no such file or directory", os="macos", shell="zsh",
          src="https://github.com/alexzaitsev/apk-dependency-graph/issues/11", cmd="./run.sh"),
        V("-bash: ./<<script>>: /bin/bash^M: bad interpreter: No such file or directory", os="windows", shell="bash",
          src="https://github.com/microsoft/WSL2-Linux-Kernel/issues/133", cls="everyday"),
        V("bash: <<script>>: /bin/sh^M: bad interpreter: No such file or directory", os="linux", shell="bash",
          src="https://github.com/imjcw/talk/issues/25", cmd="<<script>>", cls="everyday"),
        V("-bash: ./bin/start.sh: /bin/bash^M: bad interpreter: No such file or directory", os="linux", shell="bash",
          src="https://github.com/ywdblog/certbot-letencrypt-wildcardcertificates-alydns-au/issues/20",
          cmd="./bin/start.sh", cls="non-file-path"),
        V("/bin/sh^M: bad interpreter: No such file or directory", os="linux", shell="sh",
          src="https://github.com/chenggroup/chenggroup.github.io/pull/132", cls="everyday"),
    ], cmd="./<<script>>", exit=126, look="f2-shebang-missing-slash", n=14),
    G("f2-shebang-missing-slash", "bash", "shell", "https://github.com/heyuan110/BashShell/issues/2", [
        "-bash: ./<<script>>: bin/bash: bad interpreter: No such file or directory",
    ], cmd="./<<script>>", exit=126, os=("linux",), shells=("bash",), n=4),
    G("f2-bad-interpreter-noexec", "bash", "shell", "https://github.com/pCloud/console-client/issues/5", [
        "bash: ./<<script>>: /bin/bash: bad interpreter: Permission denied",
    ], cmd="./<<script>>", exit=126, os=("linux",), shells=("bash",), look="f2-crlf-bad-interpreter", n=4),
    G("f2-dash-paren-unexpected", "sh", "shell", "https://github.com/jamiescode/bash-menu-generator/issues/3", [
        "./menu.sh: <<line>>: ./menu.sh: " + _DASH_PAREN,
        V("zfs-replicate.sh: <<line>>: zfs-replicate.sh: " + _DASH_PAREN + ' (expecting "}")',
          src="https://github.com/aaronhurt/zfs-replicate/issues/12", cls="version"),
        V("../../github/fast-export/hg-fast-export.sh: <<line>>: ../../github/fast-export/hg-fast-export.sh: " + _DASH_PAREN,
          src="https://github.com/frej/fast-export/issues/195",
          cmd="../../github/fast-export/hg-fast-export.sh -r ../mercurial/gene", cls="everyday"),
        V("test.sh: <<line>>: test.sh: " + _DASH_PAREN, src="https://github.com/oldratlee/useful-scripts/issues/75",
          cmd="sh test.sh", cls="everyday"),
        V("install.sh: <<line>>: " + _DASH_PAREN + "\ninstall.sh: <<line2>>: [: ==: unexpected operator",
          src="https://github.com/opencurve/curveadm/issues/32",
          cmd='sh -c "$(curl -fsSL https://curveadm.nos-eastchina1.126.net/script/install.sh)"', cls="multiline"),
        V("/home/<<user>>/bin/with: <<line>>: /home/<<user>>/bin/with: " + _DASH_PAREN + ' (expecting "fi")',
          src="https://github.com/mchav/with/issues/15", cmd="with ls", cls="version"),
        V("./ShellStart: <<line>>: /mnt/h/ShellStart/lib/utils.sh: " + _DASH_PAREN,
          src="https://github.com/shinokada/shellscript-starter/issues/2", cmd="./ShellStart", cls="non-file-path"),
        V("compile.sh: <<line>>: compile.sh: " + _DASH_PAREN, src="https://github.com/FISCO-BCOS/web3sdk/issues/51",
          cmd="sh compile.sh", cls="everyday"),
        V("lse.sh: <<line>>: lse.sh: " + _DASH_PAREN, src="https://github.com/diego-treitos/linux-smart-enumeration/issues/9",
          cmd="sh lse.sh", cls="everyday"),
        V("pishrink.sh: <<line>>: pishrink.sh: " + _DASH_PAREN, src="https://github.com/Drewsif/PiShrink/issues/131",
          cmd="sh pishrink.sh", cls="everyday"),
        V("coinbash.sh: <<line>>: " + _DASH_PAREN, src="https://github.com/8go/coinbash/issues/6", cmd="sh coinbash.sh",
          cls="version"),
        V("/home/<<user>>/./weblog.sh: <<line>>: /home/<<user>>/./weblog.sh: " + _DASH_PAREN,
          src="https://github.com/hmngwy/weblog.sh/issues/1", cmd="weblog help", cls="everyday"),
    ], cmd="./menu.sh", exit=2, os=("linux",), shells=("sh",), look="f2-bash32-case-syntax", n=16),
    G("f2-bash32-case-syntax", "bash", "wrapper", "https://github.com/sclorg/container-common-scripts/issues/35", [
        "common/build.sh: line <<line>>: syntax error near unexpected token `;;'\nmake[1]: *** [2.7] Error 2",
    ], cmd="make build TARGET=centos7 VERSIONS=2.7", exit=2, os=("macos",), shells=("bash",), n=4),
    G("f2-docker-registry-dns", "docker", "runtime-value", "https://github.com/docker/for-mac/issues/1317", [
        V("Error response from daemon: " + _DNS + "192.168.65.1:53: server misbehaving", os="macos"),
        V(_KITEMATIC + _DNS + "10.0.2.3:53: server misbehaving", os="windows", tool="kitematic",
          src="https://github.com/docker-archive-public/docker.kitematic/issues/3914", cls="wrapper"),
        V(_KITEMATIC + '{"message":"' + _DNS + "[::1]:53: read udp [::1]:<<pid>>->[::1]:53: read: connection refused\"}",
          os="windows", tool="kitematic", src="https://github.com/docker-archive-public/docker.kitematic/issues/3427"),
        V(_KITEMATIC + '{"message":"' + _DNS + "10.0.2.3:53: read udp 10.0.2.15:<<pid>>->10.0.2.3:53: i/o timeout\"}",
          os="windows", tool="kitematic", src="https://github.com/docker-archive-public/docker.kitematic/issues/2992",
          cls="version"),
    ], cmd="docker pull hello-world", exit=1, look="f2-docker-registry-timeout", n=8),
]
