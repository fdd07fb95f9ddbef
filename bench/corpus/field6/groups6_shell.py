"""Field set 6: shells. dash (Ubuntu's /bin/sh) refusing bash syntax, zsh's parse errors (the token
it stopped at decides: a pasted `<placeholder>`, a stray `)`, a `then`), PowerShell's `rm` alias
refusing Unix flags or a parameter a cmdlet lacks (the parameter decides), Windows' invalid-name
errno raised by three runtimes, and sudo refusing to start. Script names, line numbers and paths are
volatile."""

from fieldspec import G, V

_PS_RF = ("Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:4\n"
          "+ rm -rf <<proj>>\n+    ~~~\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], "
          "ParameterBindingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,"
          "Microsoft.PowerShell.Commands.RemoveItemCommand")

GROUPS = [
    G("dash-syntax-error-paren-unexpected", "sh", "shell", "https://github.com/facebookresearch/fastText/issues/1",
      ['./<<script>>: <<line>>: ./<<script>>: Syntax error: "(" unexpected',
       V('sh: <<line>>: Syntax error: "(" unexpected', src="https://github.com/fit2cloud/riskscanner/issues/30",
         cls="wrapper"),
       V('<<script>>: <<line>>: <<script>>: Syntax error: "(" unexpected (expecting "fi")',
         src="https://github.com/mchav/with/issues/18")],
      cmd="sh <<script>>", exit=2, os=("linux",), shells=("sh",)),
    G("dash-illegal-option-pipefail", "sh", "multiline", "https://github.com/autozimu/LanguageClient-neovim/pull/487",
      ["./install.sh: 6: set: Illegal option -o pipefail\n./install.sh: 13: ./install.sh: Syntax error: \"(\" unexpected",
       V("./install.sh: 6: set: Illegal option -o pipefail", cls="shell")],
      cmd="sh ./install.sh", exit=2, os=("linux",), shells=("sh",), look="dash-syntax-error-paren-unexpected"),
    G("zsh-parse-error-near-newline", "zsh", "shell", "https://github.com/sq5bpf/k5prog/issues/25",
      ["zsh: parse error near `\\n'",
       V("zsh: parse error near `\\n'", src="https://github.com/sepiropht/frontend-master-downloader/issues/22"),
       V("<<home>>/.zshrc:<<line>>: parse error near `\\n'", src="https://github.com/romkatv/powerlevel10k/issues/1978",
         cls="non-file-path")],
      cmd="", os=("macos", "linux"), shells=("zsh",)),
    G("zsh-parse-error-near-paren", "zsh", "shell", "https://github.com/unixorn/zsh-quickstart-kit/issues/221",
      ["<<home>>/.zshrc:<<line>>: parse error near `)'",
       V("<<home>>/.oh-my-zsh/oh-my-zsh.sh:21: parse error near `)'", src="https://github.com/ohmyzsh/ohmyzsh/issues/11672"),
       V("resty:40: parse error near `)'", src="https://github.com/micha/resty/issues/3", cmd=". resty")],
      cmd="zsh -i", os=("linux", "macos"), shells=("zsh",), look="zsh-parse-error-near-newline"),
    G("zsh-parse-error-near-then", "zsh", "version", "https://github.com/ohmyzsh/ohmyzsh/pull/4015",
      ["…/.oh-my-zsh/lib/misc.zsh:3: parse error near `then'",
       V("<<home>>/.oh-my-zsh/lib/misc.zsh:3: parse error near `then'", cls="non-file-path")],
      cmd="zsh -i", os=("linux",), shells=("zsh",), look="zsh-parse-error-near-newline"),
    G("powershell-rm-rf-parameter", "powershell", "shell", "https://github.com/salto-io/salesforce-cicd-template/issues/1",
      [_PS_RF,
       V("Remove-Item : A parameter cannot be found that matches parameter name 'rf'.\nAt line:1 char:7\n"
         "+ rm -rf <<<<  <<proj>>\n    + CategoryInfo          : InvalidArgument: (:) [Remove-Item], ParameterBin\n"
         "   dingException\n    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Comm\n"
         "   ands.RemoveItemCommand", src="https://github.com/githubteacher/fluffy-octo-guacamole/issues/178",
         cls="version")],
      cmd="rm -rf <<proj>>", os=("windows",), shells=("powershell",)),
    G("powershell-parameter-force-not-found", "pwsh", "wrapper",
      "https://github.com/Azure-Player/azure.datafactory.tools/issues/311",
      ["Exception: <<home>>/.local/share/powershell/Modules/azure.datafactory.tools/1.4.0/private/Remove-AdfObject.ps1:125\n"
       "Line |\n 125 |          throw $ErrorMessage\n     |          ~~~~~~~~~~~~~~~~~~~\n"
       "     | A parameter cannot be found that matches parameter name 'Force'.\nError: Process completed with exit code 1."],
      cmd="pwsh ./deploy.ps1", os=("linux",), shells=("powershell",), look="powershell-rm-rf-parameter"),
    G("powershell-parameter-exclude-not-found", "powershell", "everyday",
      "https://github.com/rwidmark/DeleteUserProfile/issues/39",
      ["A parameter cannot be found that matches parameter name 'Exclude'."],
      cmd='Get-RSUserProfile -Exclude "TestUser", -All', os=("windows",), shells=("powershell",),
      look="powershell-rm-rf-parameter"),
    G("windows-invalid-name-errno-123", "python", "two-programs", "https://github.com/MalloyDelacroix/DownloaderForReddit/issues/105",
      ["[WinError 123] The filename, directory name, or volume label syntax is incorrect",
       V("OSError: [WinError 123] 文件名、目录名或卷标语法不正确。: '#整理完成\\\\#未知女优\\\\[<<proj>>] <<user>>\\t <<proj>>'",
         src="https://github.com/Yuukiy/JavSP/issues/402", locale="zh", tool="JavSP", cls="locale"),
       V("The filename, directory name, or volume label syntax is incorrect. (os error 123)",
         src="https://github.com/vrc-get/vrc-get/issues/490", tool="vrc-get"),
       V("open <<home>>/G:/homework/<<relfile>>: The filename, directory name, or volume label syntax is incorrect.",
         src="https://github.com/tencentyun/coscli/issues/2", tool="coscli")],
      cmd="", os=("windows",)),
    G("sudo-unable-to-stat-sudoers", "sudo", "multiline", "https://github.com/chainpoint/chainpoint-node/issues/80",
      ["sudo: unable to stat /etc/sudoers: Permission denied\nsudo: no valid sudoers sources found, quitting\n"
       "sudo: unable to initialize policy plugin"],
      cmd="sudo swapon --show", os=("linux",)),
    G("sudo-effective-uid-not-0", "sudo", "everyday", "https://github.com/mjuned47/Termux-Ubuntu/issues/5",
      ["sudo: effective uid is not 0, is /usr/bin/sudo on a file system with the 'nosuid' option set or an nfs "
       "file system without root privileges?"],
      cmd="sudo apt update", os=("linux",), look="sudo-unable-to-stat-sudoers"),
    G("fish-unsupported-use-of-equals", "fish", "shell", "https://github.com/fish-shell/fish-shell/issues/3915",
      ["Unsupported use of '='. In fish, please use 'set BEFORE \ufdd3(grep -r modified .)'."],
      cmd='BEFORE="$(grep -r modified .)"', os=("macos",), shells=("fish",)),
]
