"""Field set 2, shells and everyday commands: command-not-found in six shells, disk full, docker daemon.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s.
"""

from __future__ import annotations

from fieldspec import G, V

_PS_NOT_FOUND = ("{cmd} : The term '{cmd}' is not recognized as the name of a cmdlet, function, script file, or operable\n"
                 "program. Check the spelling of the name, "
                 "or if a path was included, verify that the path is correct and try again.\n"
                 "At line:1 char:1\n+ {line}\n+ {tilde}\n"
                 "    + CategoryInfo          : ObjectNotFound: ({cmd}:String) [], CommandNotFoundException\n"
                 "    + FullyQualifiedErrorId : CommandNotFoundException")
_PS7_NOT_FOUND = ("{cmd}: The term '{cmd}' is not recognized as a name of a cmdlet, function, script file, "
                  "or executable program.\n"
                  "Check the spelling of the name, or if a path was included, verify that the path is correct and try again.")
_CMD_NOT_FOUND = "'{cmd}' is not recognized as an internal or external command,\noperable program or batch file."
_CMD_NOT_FOUND_ZH = "'{cmd}' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"


def _ps(cmd: str, line: str) -> str:
    return _PS_NOT_FOUND.format(cmd=cmd, line=line, tilde="~" * len(cmd))


GROUPS = [
    G("f2-terraform-not-found", "terraform", "shell", "https://github.com/jdx/mise/issues/973", [
        V("zsh: command not found: terraform", os="macos", shell="zsh"),
        V("-bash: terraform: command not found", os="linux", shell="bash",
          src="https://github.com/terraform-google-modules/terraform-example-foundation/issues/501"),
        V(_ps("terraform", "terraform init"), os="windows", shell="powershell",
          src="https://github.com/QT-DevOps/DevOpsIssues/issues/562"),
        V("The term 'terraform' is not recognized as the name of a cmdlet, function, script file, or operable program. "
          "Check the \nspelling of the name, or if a path was included, verify that the path is correct and try again",
          os="windows", shell="powershell", src="https://github.com/hashicorp/vscode-terraform/issues/1481", cls="wrapper"),
    ], cmd="terraform init", exit=127, look="f2-pnpm-not-found", n=8),
    G("f2-pnpm-not-found", "pnpm", "shell", "https://github.com/sigle/sigle/issues/736", [
        V(_ps("pnpm", "pnpm install"), os="windows", shell="powershell"),
        V(_PS7_NOT_FOUND.format(cmd="pnpm"), os="windows", shell="powershell",
          src="https://github.com/pnpm/pnpm/issues/4733", cls="version"),
        V("zsh: command not found: pnpm", os="macos", shell="zsh", src="https://github.com/sigle/sigle/issues/736"),
    ], cmd="pnpm install", exit=127, n=6),
    G("f2-yarn-not-found", "yarn", "shell", "https://github.com/yarnpkg/yarn/issues/7852", [
        V(_CMD_NOT_FOUND.format(cmd="yarn"), os="windows", shell="cmd"),
        V(_CMD_NOT_FOUND_ZH.format(cmd="yarn"), os="windows", shell="cmd", locale="zh",
          src="https://github.com/yarnpkg/yarn/issues/964", cls="locale"),
        V("bash: yarn: command not found", os="windows", shell="bash", src="https://github.com/yarnpkg/yarn/issues/4920"),
    ], cmd="yarn install", exit=127, look="f2-yarn-update-not-found", n=6),
    G("f2-yarn-update-not-found", "yarn-update", "shell", "https://github.com/torifat/yarn-update/issues/4", [
        V(_CMD_NOT_FOUND.format(cmd="yarn-update"), os="windows", shell="cmd"),
    ], cmd="yarn-update", exit=1),
    G("f2-fish-node-not-found", "fish", "shell", "https://github.com/jorgebucaran/nvm.fish/issues/194", [
        "fish: Unknown command: node",
        V("fish: Unknown command: node\n~/.config/fish/functions/nvm.fish (line <<line>>): \n"
          "    command node --eval \"\n    ^\nin function '_nvm_node_info'", cls="multiline"),
    ], cmd="node -v", exit=127, os=("macos", "linux"), shells=("fish",), look="f2-fish-nvm-not-found"),
    G("f2-fish-nvm-not-found", "fish", "shell", "https://github.com/IlanCosman/tide/issues/129", [
        "fish: Unknown command: nvm\n~/.config/fish/functions/_tide_item_nvm.fish (line 1): \nnvm current",
        V("fish: Unknown command nvm", src="https://github.com/ghaiklor/iterm-fish-fisher-osx/issues/10", cls="version"),
    ], cmd="nvm current", exit=127, os=("macos", "linux"), shells=("fish",)),
    G("f2-pip-no-space", "pip", "version", "https://github.com/vllm-project/vllm/issues/7025", [
        "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device",
        V("ERROR: Could not install packages due to an EnvironmentError: [Errno 28] No space left on device",
          src="https://github.com/pypa/pip/issues/8409"),
        V("   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╺━━━━━━ <<n2>>.0/288.2 MB 235.4 MB/s eta 0:00:01"
          "ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device",
          src="https://github.com/yashab-cyber/HackGpt/issues/9", cls="wrapper"),
        V("IOError: [Errno 28] No space left on device", src="https://github.com/pypa/pip/issues/7745"),
    ], cmd="pip install -r requirements.txt", os=("linux", "windows"), n=8),
    G("f2-npm-no-space", "npm", "multiline", "https://github.com/Rich-Harris/packd/issues/159", [
        "npm ERR! code ENOSPC\nnpm ERR! syscall write\nnpm ERR! errno -28\n"
        "npm ERR! nospc ENOSPC: no space left on device, write\n"
        "npm ERR! nospc There appears to be insufficient space on your system to finish.\n"
        "npm ERR! nospc Clear up some disk space and try again.",
        V("npm ERR! code ENOSPC\nnpm ERR! syscall mkdir\nnpm ERR! path /tmp/_cacache/index-v5/<<hex8>>\nnpm ERR! errno -28\n"
          "npm ERR! nospc ENOSPC: no space left on device, mkdir '/tmp/_cacache/index-v5/<<hex8>>'\n"
          "npm ERR! nospc There appears to be insufficient space on your system to finish.\n"
          "npm ERR! nospc Clear up some disk space and try again."),
        V("npm ERR! ENOSPC: no space left on device, write", src="https://github.com/NodeOS/NodeOS/issues/416",
          cls="version"),
    ], cmd="npm install", n=6),
    G("f2-docker-daemon-down", "docker", "everyday", "https://github.com/moby/moby/issues/32658", [
        "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?",
        V("Cannot connect to the Docker daemon. Is the docker daemon running on this host?",
          src="https://github.com/moby/moby/issues/23350", cls="version"),
    ], cmd="docker ps", os=("linux", "macos"), n=8),
    G("f2-ps-execution-policy", "powershell", "wrapper", "https://github.com/giMini/Tartarus/issues/1", [
        "<<root>>\\Invoke-Tartarus.ps1cannot be loaded because running scripts is disabled on this system. \n"
        "+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
        "    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n"
        "    + FullyQualifiedErrorId : UnauthorizedAccess",
        V("\"cannot be loaded because running scripts is disabled on this system. For more information\"",
          src="https://github.com/microsoft/vscode/issues/194445"),
        V("C:\\windows\\temp\\winrm-elevated-shell-<<uuid>>.ps1\n"
          "cannot be loaded because running scripts is disabled on this system. For more\n"
          "information, see about_Execution_Policies at\nhttp://go.microsoft.com/fwlink/?LinkID=135170.\n"
          "    + CategoryInfo          : SecurityError: (:) [], ParentContainsErrorRecord\n   Exception\n"
          "    + FullyQualifiedErrorId : UnauthorizedAccess", src="https://github.com/WinRb/winrm-elevated/pull/13",
          cls="multiline"),
        V("Import-Module : File <<root>>\\nishang.psm1 cannot be loaded because the execution of scripts is disabled on "
          "this system.", src="https://github.com/samratashok/nishang/issues/56", cls="version"),
        V(". : Cannot load the file <<home>>\\Documents\\WindowsPowerShell\\Microsoft.PowerShell_profile.ps1 because "
          "script execution is disabled on this system. For more information, see about_Execution_Policies at "
          "https://go.microsoft.com/fwlink/?LinkID=135170.", src="https://github.com/PowerShell/PowerShell/issues/20837",
          cls="version"),
    ], cmd="./setup.ps1", os=("windows",), shells=("powershell",), n=8),
    G("f2-script-not-executable", "bash", "shell", "https://github.com/R2Northstar/ModdingDocs/pull/145", [
        V("bash: ./<<script>>: Permission denied", shell="bash"),
        V("/bin/sh: ./<<script>>: Permission denied", shell="sh", src="https://github.com/jlinoff/gcc-4.9.2-boost-1.57/issues/2"),
        V("sh: 1: <<home>>/<<script>>: Permission denied", shell="sh",
          src="https://github.com/wolveix/satisfactory-server/pull/59", cls="non-file-path"),
        V("./run.sh: <<line>>: ./run.sh: ./<<script>>: Permission denied", shell="sh",
          src="https://github.com/menandmice-services/dns-monitoring-scripts/issues/19", cls="wrapper"),
        V("error \"bash: ./<<script>>: Permission denied\" when trying to run <<script>>", shell="bash",
          src="https://github.com/foxlet/macOS-Simple-KVM/issues/482", cls="wrapper"),
        V("zsh: permission denied: ./<<script>>", os="macos", shell="zsh", src="https://github.com/snyball/hawck/issues/83"),
        V("zsh: permission denied: ./uninstall.sh", os="macos", shell="zsh", src="https://github.com/powerline/fonts/issues/287",
          cmd="./uninstall.sh"),
        V("-bash: ./<<script>>: 权限不够", shell="bash", locale="zh", src="https://github.com/linyacool/WebServer/issues/154",
          cls="locale"),
    ], cmd="./<<script>>", exit=126, n=12),
    G("f2-ssh-port22-refused", "ssh", "runtime-value", "https://github.com/BeyondDimension/SteamTools/issues/3151", [
        V("ssh: connect to host github.com port 22: Connection refused\nfatal: Could not read from remote repository.\n\n"
          "Please make sure you have the correct access rights\nand the repository exists.", tool="git", cls="multiline"),
        V("ssh: connect to host gitee.com port 22: Connection refused\nfatal: Could not read from remote repository.\n\n"
          "Please make sure you have the correct access rights\nand the repository exists.", tool="git",
          src="https://github.com/wisz2021/jd_docker/issues/233"),
        V("ssh: connect to host tools.mi.ur.de port 22: Connection refused",
          src="https://github.com/wpoa/open-access-media-importer/issues/80", cmd="ssh <<user>>@tools.mi.ur.de"),
        V("ssh: connect to host <<host>> port 22: Connection refused",
          src="https://github.com/acecilia/OpenWRTInvasion/issues/101", cmd="ssh root@<<host>>"),
    ], cmd="git pull", exit=255, os=("linux", "macos", "windows"), n=8),
]
