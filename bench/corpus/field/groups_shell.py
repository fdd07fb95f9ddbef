"""Shells and everyday commands: "command not found", "permission denied" and "no such file" as
bash, sh/dash, zsh, fish, PowerShell and cmd word them (English and Chinese), and the coreutils
messages people meet every day with a different path each time.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from fieldspec import G, V

_PWSH_CNF = ("<<c>> : The term '<<c>>' is not recognized as the name of a cmdlet, function, script file, or operable "
             "program. Check the spelling of the name, or if a path was included, verify that the path is correct and "
             "try again.\nAt line:1 char:1\n+ <<c>> <<a>>\n+ ~~~~\n    + CategoryInfo          : ObjectNotFound: "
             "(<<c>>:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException")
_CMD_CNF = "'<<c>>' is not recognized as an internal or external command,\noperable program or batch file."
_CMD_CNF_ZH = "'<<c>>' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"

S_BASH = "https://github.com/rupa/z/issues/20"
S_LOGIN = "https://github.com/Bash-it/bash-it/issues/521"
S_ZSH = "https://github.com/liujianping/job/issues/4"
S_FISH2 = "https://github.com/fish-shell/fish-shell/issues/4221"
S_FISH3 = "https://github.com/eth-p/fish-plugin-sudo/issues/2"
S_DASH = "https://github.com/MercuryWorkshop/sh1mmer/issues/100"
S_PWSH = "https://github.com/tkellogg/Jump-Location/issues/35"
S_CMD = "https://github.com/amitxv/service-list-builder/issues/2"
S_CMD_ZH = "https://github.com/mos9527/pyncm/issues/58"
S_BASH_ZH = "https://github.com/rupa/z/issues/308"


def _cnf(name: str, args: str, look: str = "", zh: bool = False, extra: tuple[V, ...] = (), cmd_only: bool = False) -> G:
    """One missing command as every shell reports it; the command name is what is wrong."""
    def sub(text: str) -> str:
        return text.replace("<<c>>", name).replace("<<a>>", args)

    if cmd_only:  # a Unix tool that only cmd.exe lacks (PowerShell aliases it)
        return G(f"cnf-{name}", "shell", "shell", S_CMD, [
            V(sub(_CMD_CNF), os="windows", shell="cmd"),
            V(sub(_CMD_CNF_ZH), os="windows", shell="cmd", locale="zh", src="https://github.com/chiayewken/Span-ASTE/issues/43",
              cls="locale")], cmd=f"{name} {args}", exit=1, look=look, n=4)

    variants = [
        V(sub("bash: <<c>>: command not found"), os="linux", shell="bash", src=S_BASH),
        V(sub("zsh: command not found: <<c>>"), os="macos", shell="zsh", src=S_ZSH),
        V(sub("fish: Unknown command: <<c>>"), os="linux", shell="fish", src=S_FISH3),
        V(sub("sh: 1: <<c>>: not found"), os="linux", shell="sh", src=S_DASH),
        V(sub(_PWSH_CNF), os="windows", shell="powershell", src=S_PWSH),
        V(sub(_CMD_CNF), os="windows", shell="cmd", src=S_CMD),
        V(sub("-bash: <<c>>: command not found"), os="macos", shell="bash", src=S_LOGIN),
        V(sub("fish: Unknown command '<<c>>'\nfish: "), os="linux", shell="fish", src=S_FISH2, cls="version"),
    ]
    if zh:
        variants += [V(sub("bash: <<c>>: 未找到命令"), os="linux", shell="bash", locale="zh", src=S_BASH_ZH, cls="locale"),
                     V(sub(_CMD_CNF_ZH), os="windows", shell="cmd", locale="zh", src=S_CMD_ZH, cls="locale")]
    return G(f"cnf-{name}", name if name in ("bash", "sh") else "shell", "shell", S_BASH, variants + list(extra),
             cmd=f"{name} {args}".strip(), exit=127, look=look)


_UBUNTU_CNF = V("Command 'python' not found, did you mean:\n  command 'python3' from deb python3\n  command 'python' "
                "from deb python-is-python3", os="linux", shell="bash",
                src="https://github.com/xukechun/Vision-Language-Grasping/issues/29", cls="multiline")

S_PERM = "https://github.com/Mzdyl/LiteLoaderQQNT_Install/issues/166"
S_NOENT_CAT = "https://www.46.la/no-such-file-or-directory-error-guide"
S_GETCONTENT = "https://github.com/TravisEz13/PoshBuildTools/issues/21"
S_GETCONTENT_ZH = "https://github.com/chawyehsu/dorado/issues/75"
_GETCONTENT = ("Get-Content : Cannot find path '<<file>>' because it does not exist.\nAt line:1 char:1\n+ cat <<relfile>>\n"
               "+ ~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (<<file>>:String) [Get-Content], "
               "ItemNotFoundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.GetContentCommand")
_GETCONTENT_ZH = ("Get-Content : 找不到路径“<<file>>”，因为该路径不存在。\n所在位置 行:1 字符: 1\n+ cat <<relfile>>\n"
                  "+ ~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (<<file>>:String) [Get-Content], ItemNotF\n"
                  "   oundException\n    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.GetContentCommand")

GROUPS: list[G] = [
    _cnf("terraform", "init"),
    _cnf("kubectl", "get pods -n staging", look="cnf-terraform"),
    _cnf("python", "manage.py runserver", extra=(_UBUNTU_CNF,)),
    _cnf("python3", "-m venv .venv", look="cnf-python"),
    _cnf("docker-compose", "up -d"),
    _cnf("yarn", "install --frozen-lockfile", look="cnf-docker-compose"),
    _cnf("z", "proj", zh=True),
    _cnf("pkgfile", "makepkg", look="cnf-z"),
    _cnf("uni", "build", zh=True),
    _cnf("cp", "config.example.json config.json", look="cnf-uni", cmd_only=True),
    G("perm-denied-exec-script", "shell", "shell", S_PERM, [
        V("bash: ./<<script>>: Permission denied", os="linux", shell="bash", src=S_PERM),
        V("-bash: ./<<script>>: Permission denied", os="linux", shell="bash", src="https://github.com/takwerx/infra-TAK/issues/1"),
        V("zsh: permission denied: ./<<script>>", os="macos", shell="zsh",
          src="https://github.com/jeroenjanssens/data-science-at-the-command-line/issues/135"),
        V("sh: 8: ./<<script>>: Permission denied", os="linux", shell="sh",
          src="https://github.com/techjarves/ubuntu-on-android/issues/5"),
        V("fish: Unknown command. './<<script>>' exists but is not an executable file.", os="linux", shell="fish",
          src="https://github.com/fish-shell/fish-shell/issues/11433"),
        V("The file './<<script>>' is not executable by this user", os="linux", shell="fish",
          src="https://github.com/fish-shell/fish-shell/issues/3832", cls="version"),
        V("/bin/sh: 1: ./<<script>>: Permission denied", os="linux", shell="sh",
          src="https://github.com/metachaos-systems/glasnost/issues/15", cls="wrapper"),
        V("bash: ./<<script>>: 权限不够", os="linux", shell="bash", locale="zh",
          src="https://github.com/ZJULearning/pixel_link/issues/159", cls="locale"),
    ], cmd="./<<script>>", exit=126),
    G("fish-exec-format-error", "fish", "multiline", "https://github.com/fish-shell/fish-shell/issues/4946", [
        "Failed to execute process '<<root>>/bin/<<script>>'. Reason:\nexec: Exec format error\nThe file '<<root>>/bin/"
        "<<script>>' is marked as an executable but could not be run by the operating system.",
    ], cmd="<<root>>/bin/<<script>>", exit=125, shells=("fish",), look="perm-denied-exec-script", n=4),
    G("cat-missing-file", "cat", "shell", S_NOENT_CAT, [
        V("cat: <<relfile>>: No such file or directory", os="linux", shell="bash"),
        V("cat: <<file>>: No such file or directory", os="macos", shell="zsh"),
        V("cat: <<relfile>>: No such file or directory", os="linux", shell="fish"),
        V(_GETCONTENT, os="windows", shell="powershell", src=S_GETCONTENT),
        V("The system cannot find the file specified.", os="windows", shell="cmd", cmd="type <<relfile>>",
          src="https://github.com/domhnallmorr/Tk-Path-Finder/issues/18"),
        V("cat: <<relfile>>: 没有那个文件或目录", os="linux", shell="bash", locale="zh",
          src="https://github.com/zlwang7/S-FAST_LIO/issues/26", cls="locale"),
        V(_GETCONTENT_ZH, os="windows", shell="powershell", locale="zh", src=S_GETCONTENT_ZH, cls="locale"),
    ], cmd="cat <<relfile>>"),
    G("cd-missing-dir", "shell", "shell", "https://github.com/vscodenpa/testissues/issues/32962", [
        V("bash: cd: <<dir>>: No such file or directory", os="linux", shell="bash"),
        V("cd: no such file or directory: <<dir>>", os="macos", shell="zsh", src="https://github.com/Parth/dotfiles/issues/50"),
        V("cd: The directory “<<dir>>” does not exist", os="linux", shell="fish", src="https://github.com/jethrokuan/z/issues/60"),
        V("The directory '<<dir>>' does not exist", os="macos", shell="fish",
          src="https://github.com/fish-shell/fish-shell/issues/423", cls="version"),
        V("Set-Location : Cannot find path '<<dir>>' because it does not exist.\nAt line:1 char:1\n+ cd <<dir>>\n+ ~~~~~~~~~~~~\n"
          "    + CategoryInfo          : ObjectNotFound: (<<dir>>:String) [Set-Location], ItemNotFoundException\n"
          "    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.SetLocationCommand",
          os="windows", shell="powershell", src="https://github.com/MicrosoftDocs/terminal/issues/451"),
        V("The system cannot find the path specified.", os="windows", shell="cmd",
          src="https://github.com/techjarves/Uncensored-Local-Studio/issues/43"),
        V("bash: cd: <<dir>>: 没有那个文件或目录", os="linux", shell="bash", locale="zh",
          src="https://wkbse.com/2025/07/12/%e6%b7%b1%e5%85%a5%e7%90%86%e8%a7%a3-fatal-no-such-file-or-directory-%e9%94%99%e8%af%af-wiki%e5%9f%ba%e5%9c%b0",
          cls="locale"),
        V("系统找不到指定的路径。", os="windows", shell="cmd", locale="zh", src="https://github.com/BugFor-Pings/Sqlmap_Gui/issues/2",
          cls="locale"),
    ], cmd="cd <<dir>>"),
    G("cd-not-a-directory", "bash", "shell", "https://github.com/qrush/sub/issues/23", [
        "bash: cd: <<relfile>>: Not a directory", "<<script>>: line <<line>>: cd: <<relfile>>: Not a directory",
    ], cmd="cd <<relfile>>", look="cd-missing-dir", n=4),
    G("ls-cannot-access", "ls", "everyday", "https://github.com/ARCC-RACE/deepracer-for-dummies/issues/59", [
        "ls: cannot access '<<dir>>': No such file or directory",
        V("ls: cannot access <<dir>>: No such file or directory", src="https://github.com/cs50/help50-deprecated/issues/195",
          cls="version"),
        V("ls: <<dir>>: No such file or directory", os="macos", src="https://github.com/zfs-linux/zfs/issues/78"),
        "ls: cannot access '<<root>>/logs/*.log': No such file or directory",
        V("ls: cannot access '<<shortdir>>': No such file or directory", cls="non-file-path"),
        "ls: cannot access '<<home>>/<<proj>>/build/output': No such file or directory",
        V("ls：无法访问“<<dir>>”：没有这样的文件或目录", locale="zh", src="https://github.com/azwhikaru/Action-OFRP-Builder/issues/9",
          cls="locale"),
    ], cmd="ls -la <<dir>>", exit=2, n=8),
    G("ls-permission-denied", "ls", "everyday", "https://github.com/l11x0m7/book-of-qna-code/issues/12", [
        "ls: cannot open directory '<<dir>>': Permission denied",
        V("ls: cannot access '/root': Permission denied", src="https://github.com/linux-noah/noah/issues/12"),
        "ls: cannot open directory '.': Permission denied",
    ], cmd="ls <<dir>>", exit=2, look="ls-cannot-access", os=("linux",)),
    G("chmod-cannot-access", "chmod", "everyday", "https://github.com/SpenserCai/LGS-Helper/issues/8", [
        "chmod: cannot access '<<script>>': No such file or directory",
        "chmod: cannot access '<<root>>/bin/<<script>>': No such file or directory",
    ], cmd="chmod +x <<script>>", look="ls-cannot-access", n=4),
    G("mkdir-permission-denied", "mkdir", "everyday", "https://github.com/microsoft/WSL/issues/4836", [
        "mkdir: cannot create directory ‘<<shortdir>>’: Permission denied",
        V("mkdir: cannot create directory `<<shortdir>>/cache': Permission denied",
          src="https://github.com/sebastien/cuisine/issues/170", cls="version"),
        V("mkdir: can't create directory '<<shortdir>>/out': Permission denied", shell="sh",
          src="https://github.com/ucsb-seclab/packware/issues/4"),
        V("mkdir: cannot create directory ‘/home/1’: Permission denied",
          src="https://github.com/manu7irl/klipper-DWC2-installer/issues/17"),
        "mkdir: cannot create directory ‘<<shortdir>>/logs’: Permission denied",
    ], cmd="mkdir -p <<shortdir>>", os=("linux",), n=5),
    G("install-cannot-create-file", "install", "everyday", "https://github.com/bpkg/bpkg/issues/71", [
        "install: cannot create regular file '/usr/local/bin/<<proj>>': Permission denied",
        "install: cannot create regular file '/usr/local/bin/<<proj>>-cli': Permission denied",
    ], cmd="install -m 755 bin/<<proj>> /usr/local/bin/", look="mkdir-permission-denied", n=4),
    G("bashrc-permission-denied", "bash", "everyday", "https://github.com/Bash-it/bash-it/issues/1291", [
        "./install.sh: line <<line>>: <<home>>/.bashrc: Permission denied",
        V("-bash: /usr/local/etc/profile.d/z.sh: Permission denied", src="https://github.com/rupa/z/issues/134"),
        V("zsh: permission denied: <<home>>/.zshrc", shell="zsh", src="https://github.com/ohmyzsh/ohmyzsh/issues/6457"),
    ], cmd="~/.zshrc", look="perm-denied-exec-script", n=4),
    G("pwsh-scripts-disabled", "powershell", "wrapper", "https://github.com/remy/nodemon/issues/1885", [
        V("nodemon : File <<home>>\\AppData\\Roaming\\npm\\nodemon.ps1 cannot be loaded because running scripts is disabled "
          "on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID="
          "135170.\nAt line:1 char:1\n+ nodemon index.js\n+ ~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], "
          "PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", cmd="nodemon index.js"),
        V("File <<home>>\\.jabba\\jabba.ps1 cannot be loaded because running scripts is disabled on this system.\nFor more "
          "information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:80 char:3\n"
          "+ . $jabbaHome\\jabba.ps1\n+   ~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : SecurityError: (:) [], "
          "PSSecurityException\n    + FullyQualifiedErrorId : UnauthorizedAccess", src="https://github.com/shyiko/jabba/issues/864",
          cmd=". $PROFILE"),
        V("Error: ./setup.ps1 : File C:\\runner\\_work\\_temp\\<<uuid>>\\setup.ps1 cannot be loaded because \n  running scripts "
          "is disabled on this system. For more information, see about_Execution_Policies at\n  Error: https:/go.microsoft."
          "com/fwlink/?LinkID=135170.", src="https://github.com/ROCm/TheRock/issues/3063", cmd="./setup.ps1"),
        V("unibit : File <<home>>\\AppData\\Roaming\\npm\\unibit.ps1 cannot be loaded because running scripts is disabled on "
          "this system.", src="https://github.com/stackbit/unibit/issues/11", cmd="unibit validate"),
        V("ng : File <<home>>\\AppData\\Roaming\\npm\\ng.ps1 cannot be loaded because running scripts is disabled on this "
          "system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.",
          cmd="ng serve"),
    ], os=("windows",), shells=("powershell",), n=5),
    G("py-cant-open-file", "python", "everyday", "https://github.com/facebook/prophet/issues/1497", [
        "python3: can't open file '<<pyfile>>': [Errno 2] No such file or directory",
        V("python: can't open file '<<root>>/<<pyfile>>': [Errno 2] No such file or directory",
          src="https://github.com/fudan-generative-vision/hallo3/issues/19"),
        V("<<home>>\\AppData\\Local\\Programs\\Python\\Python311\\python.exe: can't open file '<<root>>\\\\<<pyfile>>': "
          "[Errno 2] No such file or directory", os="windows", src="https://github.com/cmderdev/cmder/issues/2793"),
        V("C:/Users/<<user>>/anaconda3/python.exe: can't open file '<<pyfile>>': [Errno 2] No such file or directory",
          os="windows", shell="bash", src="https://github.com/pyradius/pyrad/issues/154"),
        V("/usr/local/bin/python3: can't open file '<<root>>/<<pyfile>>': [Errno 2] No such file or directory",
          os="macos"),
    ], cmd="python3 <<pyfile>>", exit=2, n=6),
    G("make-no-rule-to-make-target", "make", "everyday", "https://github.com/ertuil/stm32_template/issues/1", [
        "make: *** No rule to make target 'Makefile', needed by 'build/<<proj>>.o'.  Stop.",
        V("make: *** No rule to make target `Makefile', needed by `build/<<proj>>.o'.  Stop.", os="macos",
          src="https://github.com/nix-community/home-manager/issues/2156", cls="version"),
        V("make[<<n>>]: *** No rule to make target 'Makefile', needed by '<<root>>/build/<<proj>>.o'.  Stop.",
          src="https://github.com/RemixVSL/iomemory-vsl4/issues/46"),
        V("make: *** No rule to make target 'Makefile', needed by 'build/<<proj>>.o'。 停止。", locale="zh",
          src="https://github.com/kframework/c-semantics/issues/314", cls="locale"),
    ], cmd="make -j<<n>>", exit=2, n=5),
    G("make-no-rule-target-all", "make", "everyday", "https://github.com/aria2/aria2/issues/634", [
        "make: *** No rule to make target 'all'.  Stop.",
        V("make: *** No rule to make target `all'.  Stop.", os="macos", src="https://github.com/citahub/cita/issues/140"),
    ], cmd="make all", exit=2, look="make-no-rule-to-make-target", n=4),
]


def _cmd_cnf(gid: str, name: str, args: str, src: str, look: str = "", zh_src: str = "", cls: str = "shell") -> G:
    """A program cmd.exe and PowerShell cannot find; the name is what is wrong."""
    def sub(text: str) -> str:
        return text.replace("<<c>>", name).replace("<<a>>", args)

    variants = [V(sub(_CMD_CNF), shell="cmd", src=src), V(sub(_PWSH_CNF), shell="powershell", src=S_PWSH),
                V(sub("<<root>>><<c>> <<a>>\n") + sub(_CMD_CNF), shell="cmd", src=src)]
    if zh_src:
        variants.append(V(sub(_CMD_CNF_ZH), shell="cmd", locale="zh", src=zh_src, cls="locale"))
    return G(gid, "shell", cls, src, variants, cmd=f"{name} {args}".strip(), exit=1, os=("windows",), look=look, n=4)


def _pwsh_cnf(gid: str, name: str, src: str, look: str = "", prefix: str = "") -> G:
    text = _PWSH_CNF.replace("<<c>>", name).replace("<<a>>", "-Verbose")
    variants = [V(text), V(text.replace("At line:1 char:1", "At <<home>>\\Documents\\deploy.ps1:<<line>> char:1"))]
    if prefix:
        variants.append(V("\n".join(prefix + line for line in text.split("\n")), cls="wrapper"))
    return G(gid, "powershell", "shell", src, variants, cmd=f"{name} -Verbose", os=("windows",), shells=("powershell",),
             look=look, n=4)


def _zsh_glob(gid: str, spec: str, src: str, look: str = "") -> G:
    return G(gid, "zsh", "shell", src, [f"zsh: no matches found: {spec}",
                                         f"pip install -e {spec}\nzsh: no matches found: {spec}"],
             cmd=f"pip install -e {spec}", shells=("zsh",), os=("macos", "linux"), look=look, n=4)


GROUPS += [
    _cnf("job", "list", look="cnf-pkgfile"),
    G("zshrc-cnf-shopt", "zsh", "shell", "https://github.com/luismayta/dotfiles/issues/70", [
        "<<home>>/.zshrc:<<line>>: command not found: shopt", "/etc/zsh/zshrc:<<line>>: command not found: shopt",
    ], cmd="exec $SHELL", shells=("zsh",), exit=127, n=4),
    G("cnf-ubuntu-aptget-typo", "bash", "multiline", "https://qastack.cn/ubuntu/72853/why-does-it-take-so-long-for-ubuntu-to-say-command-not-found", [
        "No command 'aptget' found, did you mean:\n Command 'apt-get' from package 'apt' (main)\naptget: command not found",
        "Command 'aptget' not found, did you mean:\n  command 'apt-get' from deb apt (2.4.<<n>>)\nTry: sudo apt install <deb name>",
    ], cmd="aptget update", os=("linux",), exit=127, n=4),
    G("cnf-program-not-installed-pip", "bash", "multiline", "https://github.com/actions/setup-python/issues/217", [
        "The program 'pip' is currently not installed. You can install it by typing:\napt-get install python-pip",
        "The program 'pip' is currently not installed. You can install it by typing:\nsudo apt install python-pip",
    ], cmd="pip install -r requirements.txt", os=("linux",), exit=127, look="cnf-ubuntu-aptget-typo", n=4),
    G("cnf-sbin-ifconfig", "bash", "shell", "https://linuxjournal.cn/content/bash-command-not-found", [
        "Absolute path to 'ifconfig' is '/sbin/ifconfig', so running it may require superuser privileges (eg. root).",
        "bash: ifconfig: command not found",
    ], cmd="ifconfig", os=("linux",), exit=127, n=4),
    _cmd_cnf("cmd-cnf-program-files-space", "C:\\Program", "Files\\nodejs\\npm.cmd run dev",
             "https://github.com/epicweb-dev/mcp-fundamentals/issues/12", zh_src="https://github.com/nocobase/nocobase/issues/397",
             cls="non-file-path"),
    _cmd_cnf("cmd-cnf-dot-slash", ".", "/config/prebuild.sh", "https://github.com/ExpLangcn/WanLi/issues/2",
             look="cmd-cnf-program-files-space", zh_src="https://github.com/Kitware/paraviewweb/issues/541"),
    _cmd_cnf("cmd-cnf-mmvcserver", "MMVCServerSIO.exe", "-p 18888 --https false", "https://github.com/w-okada/voice-changer/issues/739"),
    _cmd_cnf("cmd-cnf-service-list-builder", "service-list-builder.exe", "--config lists\\default.ini",
             "https://github.com/amitxv/service-list-builder/issues/2", look="cmd-cnf-mmvcserver"),
    _cmd_cnf("cmd-cnf-py-script", "est_data_daily_job.py", "", "https://github.com/myhhub/stock/issues/383"),
    _cmd_cnf("cmd-cnf-fuck-u-code", "fuck-u-code", "analyze .", "https://github.com/Done-0/fuck-u-code/issues/5",
             look="cmd-cnf-py-script", zh_src="https://github.com/Done-0/fuck-u-code/issues/5"),
    _cmd_cnf("cmd-cnf-userid", "userid", "", "https://github.com/mos9527/pyncm/issues/58", zh_src="https://github.com/mos9527/pyncm/issues/58"),
    _pwsh_cnf("pwsh-cnf-webjeadeployment", "WebJEADeployment", "https://github.com/MarkDomansky/WebJEA/issues/78"),
    _pwsh_cnf("pwsh-cnf-export-fimconfig", "export-fimconfig", "https://github.com/lithnet/miis-powershell/issues/25",
              look="pwsh-cnf-webjeadeployment"),
    _pwsh_cnf("pwsh-cnf-regrdcserver", "RegRdcServer", "https://github.com/QAX-A-Team/EventLogMaster/issues/1", prefix="ERROR: "),
    _pwsh_cnf("pwsh-cnf-advertisingid", "AdvertisingID", "https://github.com/farag2/Sophia-Script-for-Windows/issues/130",
              look="pwsh-cnf-regrdcserver"),
    _zsh_glob("zsh-no-matches-dev-extra", ".[dev]", "https://github.com/mu-editor/mu/issues/852"),
    _zsh_glob("zsh-no-matches-test-extra", ".[test]", "https://github.com/jupyter/notebook/pull/4933", look="zsh-no-matches-dev-extra"),
    G("docker-exec-permission-denied", "docker", "two-programs", "https://github.com/GewoonJaap/codex-openai-wrapper/issues/14", [
        "exec /app/<<script>>: permission denied",
        "<<container>>-1  | exec /app/<<script>>: permission denied",
    ], cmd="docker compose up -d", os=("linux",), n=4),
    G("node-eperm-mkdir-windows", "node", "everyday", "https://github.com/styczynski/atom-terminal-panel/issues/81", [
        "Warning! Failed to create directory Error: EPERM: operation not permitted, mkdir 'C:\\Windows\\system32\\<<proj>>'",
        "Error: EPERM: operation not permitted, mkdir 'C:\\Windows\\system32\\<<proj>>'",
    ], cmd="mkdir <<proj>>", os=("windows",), n=4),
    G("perl-cant-mkdir", "perl", "everyday", "https://github.com/genome/gms/issues/36", [
        "Can't mkdir('<<shortdir>>/model_data'): Permission denied at <<shortdir>>/lib/perl/Genome/Sys.pm line 838",
    ], cmd="genome model build start <<proj>>", os=("linux",), look="mkdir-permission-denied", n=3),
    G("goaccess-cannot-open-log", "goaccess", "everyday", "https://github.com/allinurl/goaccess/issues/1445", [
        "GoAccess - version 1.3 - Apr 29 2019 17:12:23\nConfig file: /usr/local/etc/goaccess/goaccess.conf\n\nFatal error has "
        "occurred\nError occurred at: src/parser.c - read_log - 2728\nUnable to open the specified log file. No such file or "
        "directory",
    ], cmd="goaccess -p /usr/local/etc/goaccess/goaccess.conf <<relfile>>", n=3),
]

GROUPS += [
    G("cnf-bash-on-other-shells", "shell", "shell", "https://github.com/user1121114685/baidupcsweb/issues/6", [
        V("-ash: bash: not found", os="linux", shell="sh"),
        V("'bash' is not recognized as an internal or external command,\noperable program or batch file.", os="windows", shell="cmd",
          src=S_CMD),
        V("'bash' 不是内部或外部命令，也不是可运行的程序或批处理文件。", os="windows", shell="cmd", locale="zh",
          src="https://github.com/chiayewken/Span-ASTE/issues/43", cls="locale"),
        V("sh: 1: bash: not found", os="linux", shell="sh", src=S_DASH),
    ], cmd="bash <<script>>", exit=127, look="cnf-cp", n=4),
    _cmd_cnf("cmd-cnf-jq-quote", ".currentElementName'", "", "https://github.com/CXingL/MBT_CX/issues/2",
             zh_src="https://github.com/CXingL/MBT_CX/issues/2", cls="non-file-path"),
    _cmd_cnf("cmd-cnf-as", "as", "--version", "https://github.com/chroblert/JC-jEnv/issues/1",
             zh_src="https://github.com/chroblert/JC-jEnv/issues/1", look="cmd-cnf-jq-quote"),
    _cmd_cnf("cmd-cnf-chinese-name", "K线形态作业", "klinepattern_data_daily_job.py", "https://github.com/myhhub/stock/issues/383",
             cls="non-file-path"),
    _pwsh_cnf("pwsh-cnf-x86", "x86", "https://github.com/tkellogg/Jump-Location/issues/35", look="pwsh-cnf-advertisingid"),
    G("sudo-relative-command-not-found", "sudo", "everyday", "https://github.com/takwerx/infra-TAK/issues/1", [
        "sudo: ./<<script>>: command not found", "sudo: <<script>>: command not found",
    ], cmd="sudo ./<<script>>", os=("linux",), exit=1, look="perm-denied-exec-script", n=4),
    G("chsh-shell-not-executable", "chsh", "everyday", "https://github.com/fish-shell/fish-shell/issues/63", [
        "Changing shell for root.\nchsh: \"/usr/local/bin/fish\" is not executable.", "chsh: \"/usr/local/bin/fish\" is not executable.",
    ], cmd="chsh -s /usr/local/bin/fish", os=("linux",), look="fish-exec-format-error", n=3),
    G("pwsh-part-of-path-missing", "powershell", "shell", "https://github.com/okieselbach/Intune/issues/16", [
        "Out-File : Could not find a part of the path '<<root>>\\temp\\'.\nAt line:<<line>> char:113\n+ ... | Out-File -Encoding ASCII "
        "-FilePath $(Join-Path $FolderPat ...\n    + CategoryInfo          : OpenError: (:) [Out-File], DirectoryNotFoundException\n"
        "    + FullyQualifiedErrorId : FileOpenFailure,Microsoft.PowerShell.Commands.OutFileCommand",
        V("Set-Content : Could not find a part of the path '<<root>>\\Cache\\<<hex8>>.json'.\nAt <<root>>\\Include.ps1:643 char:85\n"
          "    + CategoryInfo          : ObjectNotFound: (<<root>>\\...:String) [Set-Content], DirectoryNotFoundException\n    + "
          "FullyQualifiedErrorId : GetContentWriterDirectoryNotFoundError,Microsoft.PowerShell.Commands.SetContentCommand",
          src="https://github.com/yuzi-co/Forager/issues/25"),
    ], cmd=".\\export.ps1", os=("windows",), shells=("powershell",), look="cat-missing-file", n=4),
    G("pwsh-path-parameter-null", "powershell", "shell", "https://github.com/alanrenouf/vCheck-vSphere/issues/277", [
        "Get-Content : Cannot bind argument to parameter 'Path' because it is null.\nAt <<root>>\\vCheck.ps1:86 char:23\n+    $file = "
        "Get-Content <<<<  $Filename\n    + CategoryInfo          : InvalidData: (:) [Get-Content], ParameterBinding\n   "
        "ValidationException\n    + FullyQualifiedErrorId : ParameterArgumentValidationErrorNullNotAllowed,M\n   icrosoft."
        "PowerShell.Commands.GetContentCommand",
        V("ERROR: Get-Content : Cannot bind argument to parameter 'Path' because it is null.", cls="wrapper"),
    ], cmd=".\\vCheck.ps1", os=("windows",), shells=("powershell",), look="pwsh-part-of-path-missing", n=4),
    G("pwsh-null-method-zh", "powershell", "locale", "https://github.com/chawyehsu/dorado/issues/75", [
        V("不能对 Null 值表达式调用方法。\n所在位置 <<home>>\\scoop\\apps\\scoop\\current\\libexec\\scoop-alias.ps1:<<line>> 字符: 9\n"
          "+         $command = ($content | Select-Object -Skip 1).Trim()\n+         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
          "    + CategoryInfo          : InvalidOperation: (:) []，RuntimeException\n    + FullyQualifiedErrorId : InvokeMethodOnNull",
          locale="zh"),
    ], cmd="scoop alias list", os=("windows",), shells=("powershell",), locale="zh", look="pwsh-path-parameter-null", n=3),
    G("hadoop-fs-ls-no-home", "hadoop", "non-file-path", "https://github.com/Wanghui-Huang/CQU_bigdata/issues/53", [
        "ls: `.': No such file or directory", "<<date>> <<time>>,<<n2>> WARN util.NativeCodeLoader: Unable to load native-hadoop "
        "library for your platform... using builtin-java classes where applicable\nls: `.': No such file or directory",
    ], cmd="./bin/hadoop fs -ls -R", os=("linux",), look="ls-permission-denied", n=4),
    G("ocaml-sys-error-no-file", "moc", "everyday", "https://github.com/caffeinelabs/motoko/issues/1937", [
        "Fatal error: exception (Sys_error \"<<proj>>.mo: No such file or directory\")\nRaised by primitive operation at file "
        "\"stdlib.ml\", line 398, characters 28-54",
    ], cmd="moc -c <<proj>>.mo", n=3),
]

GROUPS += [
    G("cnf-fish-mimedb", "fish", "version", "https://github.com/fish-shell/fish-shell/issues/827", [
        "fish: Unknown command '/mimedb'\n- (line 2): \"/mimedb\" $argv\n            ^\nin function 'mimedb',\n\tcalled on standard "
        "input,\n\twith parameter list '-fd .<<ext>>'",
        "fish: Unknown command: /mimedb\nin function 'mimedb'\n\twith parameter list '-fd .<<ext>>'",
    ], cmd="mimedb -fd .<<ext>>", shells=("fish",), exit=127, look="cnf-job", n=4),
    G("cnf-ubuntu-leading-space", "bash", "non-file-path", "https://github.com/TheRemote/MinecraftBedrockServer/issues/136", [
        "Command ' bash' not found, did you mean:\n\n  command 'bash' from deb bash (5.0-6ubuntu1.2)\n  command 'rbash' from deb bash "
        "(5.0-6ubuntu1.2)\n\nTry: sudo apt install <deb name>",
    ], cmd="curl -fsSL https://example.com/setup.sh | \\ bash", os=("linux",), exit=127, look="cnf-program-not-installed-pip", n=4),
    G("bash-url-as-script", "bash", "non-file-path", "https://github.com/TheRemote/MinecraftBedrockServer/issues/136", [
        "bash: curl https://raw.githubusercontent.com/<<org>>/<<proj>>/master/Setup<<proj>>.sh : No such file or directory",
        "bash: curl -fsSL https://raw.githubusercontent.com/<<org>>/<<proj>>/main/install.sh: No such file or directory",
    ], cmd="bash \"curl https://raw.githubusercontent.com/<<org>>/<<proj>>/master/Setup<<proj>>.sh\"", os=("linux",), exit=127,
        look="cnf-ubuntu-leading-space", n=4),
    G("fish-cd-permission-denied", "fish", "shell", "https://github.com/fish-shell/fish-shell/pull/7586", [
        "cd: Permission denied: '<<dir>>'", "cd: Permission denied: '<<shortdir>>'",
    ], cmd="cd <<dir>>", shells=("fish",), os=("linux",), look="cd-not-a-directory", n=4),
]
