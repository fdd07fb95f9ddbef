"""Field set 7: package managers and runtimes seldom seen (Ansible roles, R, LaTeX, Julia, opam,
CocoaPods, rebar3 and Mix, systemd units). Each message is copied from the thread in `src`."""

from fieldspec import G, Q, V

GROUPS = [
    G("ansible-role-glassfish-missing", "ansible-playbook", "multiline", "https://github.com/ansible/ansible/issues/23510",
      ["ERROR! the role 'glassfish' was not found in <<root>>/playbooks/roles:/etc/ansible/roles:<<root>>/playbooks\n\n"
       "The error appears to have been in '<<root>>/playbooks/myPlaybook.yml': line <<line>>, column 7, but may be "
       "elsewhere in the file depending on the exact syntax problem."],
      cmd="ansible-playbook -i hosts myPlaybook.yml", exit=1),
    G("ansible-role-node-exporter-missing", "ansible-playbook", "everyday",
      "https://github.com/pulibrary/princeton_ansible/issues/6047",
      ["ERROR! the role 'prometheus.prometheus.node_exporter' was not found in <<root>>/playbooks/roles:"
       "/runner/requirements_roles:/runner/project/external_roles:<<home>>/.ansible/roles:/usr/share/ansible/roles:"
       "/etc/ansible/roles:<<root>>/playbooks\nThe error appears to be in '<<root>>/playbooks/bibdata.yml': line <<line>>, "
       "column 7, but may\nbe elsewhere in the file depending on the exact syntax problem."],
      cmd="ansible-playbook playbooks/bibdata.yml", look="ansible-role-glassfish-missing"),
    G("ansible-role-cis-missing", "ansible-playbook", "everyday",
      "https://github.com/anthcourtney/ansible-role-cis-amazon-linux/issues/21",
      ["ERROR! the role 'anthcourtney.cis-amazon-linuxi' was not found in <<root>>/roles:<<home>>/.ansible/roles:"
       "/usr/share/ansible/roles:/etc/ansible/roles:<<root>>\n\nThe error appears to have been in '<<root>>/playbook.yml': "
       "line <<line>>, column 7, but may\nbe elsewhere in the file depending on the exact syntax problem."],
      cmd="ansible-playbook playbook.yml", look="ansible-role-node-exporter-missing"),
    G("r-no-package-devtools", "R", "wrapper", "https://github.com/vqv/ggbiplot/issues/57",
      ["Error in library(devtools) : there is no package called ‘devtools’",
       V("Error in library(package, character.only = TRUE, lib.loc = lib.loc) :\nthere is no package called ‘devtools’\n"
         "Calls: -> library", src="https://github.com/r-lib/remotes/issues/586", cls="wrapper")],
      cmd="Rscript -e 'library(devtools)'", os=("linux", "macos", "windows")),
    G("r-no-package-pksfc", "R", "everyday", "https://github.com/S120/PKSFC/issues/8",
      ["Error in library(PKSFC) : there is no package called ‘PKSFC’"],
      cmd="Rscript -e 'library(PKSFC)'", os=("windows", "linux"), look="r-no-package-devtools"),
    G("r-no-package-wpa", "R", "everyday", "https://github.com/microsoft/wpa/issues/232",
      ["Error in library(wpa) : there is no package called ‘wpa’"],
      cmd="Rscript -e 'library(wpa)'", os=("windows", "macos"), look="r-no-package-pksfc"),
    G("latex-sty-tabu-missing", "pdflatex", "multiline", "https://github.com/phodal/ebook-boilerplate/issues/10",
      ["! LaTeX Error: File `tabu.sty' not found.\n\nType X to quit or <RETURN> to proceed,\n"
       "or enter new name. (Default extension: sty)\n\nEnter file name:\n! Emergency stop.\n<read *>\n\n"
       "l.<<line>> \\usepackage\n\n"
       "pandoc: Error producing PDF"],
      cmd="pandoc -s ebook.md -o ebook.pdf --template=template/template.tex --toc", exit=43),
    G("latex-sty-mathspec-missing", "xelatex", "multiline", "https://github.com/StaPH-B/staphb_toolkit/issues/44",
      ["! LaTeX Error: File `mathspec.sty' not found.\n\nType X to quit or <RETURN> to proceed,\n"
       "or enter new name. (Default extension: sty)\n\nEnter file name: \n! Emergency stop."],
      cmd="xelatex report.tex", look="latex-sty-tabu-missing"),
    G("julia-pkg-argparse-missing", "julia", "wrapper", "https://github.com/diegozea/MIToS.jl/issues/51",
      ["ERROR: LoadError: ArgumentError: Package ArgParse not found in current path:\n"
       "- Run `import Pkg; Pkg.add(\"ArgParse\")` to install the ArgParse package."],
      cmd="julia <<home>><<sep>>.julia<<sep>>packages<<sep>>MIToS<<sep>>Hha81<<sep>>scripts<<sep>>SplitStockholm.jl -h",
      os=("windows", "linux"), shells=("cmd", "bash")),
    G("julia-pkg-decfp-missing", "julia", "wrapper", "https://github.com/aviatesk/JET.jl/issues/465",
      ["│ ArgumentError: Package DecFP not found in current path.\n│ - Run `import Pkg; Pkg.add(\"DecFP\")` to install the "
       "DecFP package."],
      cmd="julia -e 'using JET, ODBC; JET.report_package(ODBC)'", look="julia-pkg-argparse-missing"),
    G("opam-no-package-operf", "opam", "everyday", "https://github.com/ocaml/opam/issues/2166",
      ["[ERROR] No package named operf found."], cmd="opam info operf", exit=5),
    G("cocoapods-spec-grdbcipher", "pod", "everyday", "https://github.com/CocoaPods/CocoaPods/issues/6720",
      ["[!] Unable to find a specification for `GRDBCipher`"], cmd="pod install", os=("macos",)),
    G("cocoapods-spec-analytics", "pod", "multiline", "https://github.com/segmentio/analytics-ios/issues/33",
      ["Analyzing dependencies\n[!] Unable to find a specification for `Analytics`."], cmd="pod update", os=("macos",),
      look="cocoapods-spec-grdbcipher"),
    G("cocoapods-spec-pincodetextfield", "pod", "everyday", "https://github.com/tkach/PinCodeTextField/issues/22",
      ["[!] Unable to find a specification for `PinCodeTextField`"], cmd="pod install", os=("macos",),
      look="cocoapods-spec-analytics"),
    G("rebar3-package-not-in-registry", "rebar3", "multiline", "https://github.com/inaka/cowboy_swagger/issues/51",
      ["===> Verifying dependencies...\n===> Package inaka_mixer-0.1.4 not found. Fetching registry updates and trying again...\n"
       "===> Updating package registry...\n===> Writing registry to <<home>>/.cache/rebar3/hex/default/registry\n"
       "===> Generating package index...\n===> Writing index to <<home>>/.cache/rebar3/hex/default/packages.idx\n"
       "===> Package not found in registry: inaka_mixer-0.1.4."],
      cmd="make", exit=2, os=("linux",)),
    G("mix-unchecked-dependency-earmark", "mix", "multiline", "https://github.com/gorenje/erlang-red/pull/10",
      ["Unchecked dependencies for environment prod:\n* earmark (Hex package (exerl))\n"
       "  the dependency is not available, run \"mix deps.get\""],
      cmd="rebar3 compile", os=("linux",)),
    G("mix-rebar3-bare-not-found", "mix", "two-programs", "https://github.com/elixir-lang/elixir/issues/4970",
      ["===> Command bare not found\n** (Mix) Could not compile dependency :mimerl, \"<<home>>/bin/rebar3 bare compile --paths "
       "\"<<root>>/_build/dev/lib/*/ebin\"\" command failed. You can recompile this dependency with \"mix deps.compile mimerl\", "
       "update it with \"mix deps.update mimerl\" or clean it with \"mix deps.clean mimerl\""],
      cmd="mix deps.compile", os=("macos", "linux")),
    G("systemctl-unit-postfix-not-found", "systemctl", "everyday", "https://github.com/gyxuehu/EwoMail/issues/32",
      ["Failed to restart postfix.service: Unit postfix.service not found."],
      cmd="systemctl restart postfix", exit=5, os=("linux",)),
    G("systemctl-unit-sshd-not-found", "systemctl", "everyday", "https://github.com/hiddify/Hiddify-Manager/issues/4986",
      ["Failed to restart sshd.service: Unit sshd.service not found.",
       V("Failed to restart sshd.service: Unit sshd.service not found.",
         src="https://github.com/firewallfalcons/FirewallFalcon-Manager/issues/2")],
      cmd="sudo systemctl restart sshd", exit=5, os=("linux",), look="systemctl-unit-postfix-not-found"),
]

QUERIES = [
    Q("ansible playbook can't locate the glassfish role", "ansible-role-glassfish-missing", "plain"),
    Q("ansible 找不到 glassfish 这个角色", "ansible-role-glassfish-missing", "zh"),
    Q("prometheus node_exporter role missing when running playbook on tower", "ansible-role-node-exporter-missing", "plain"),
    Q("ansible tower 上 node_exporter 角色没装", "ansible-role-node-exporter-missing", "zh"),
    Q("ansible galaxy role for cis amazon linux not found, typo in role name?", "ansible-role-cis-missing", "plain"),
    Q("cis-amazon-linux 角色名拼错了 ansible 报找不到", "ansible-role-cis-missing", "zh"),
    Q("R says devtools isn't installed when loading it", "r-no-package-devtools", "plain"),
    Q("R 加载 devtools 说没有这个包", "r-no-package-devtools", "zh"),
    Q("library PKSFC fails after installing the tar.gz", "r-no-package-pksfc", "plain"),
    Q("装了 PKSFC 源码包 R 里还是载入不了", "r-no-package-pksfc", "zh"),
    Q("can't load the wpa package in R even after reinstalling", "r-no-package-wpa", "plain"),
    Q("R 里 wpa 包重装了还是加载失败", "r-no-package-wpa", "zh"),
    Q("pandoc pdf build stops because tabu latex package is missing", "latex-sty-tabu-missing", "plain"),
    Q("pandoc 生成 pdf 缺少 tabu 宏包", "latex-sty-tabu-missing", "zh"),
    Q("xelatex report needs mathspec style file", "latex-sty-mathspec-missing", "plain"),
    Q("xelatex 编译缺 mathspec 宏包文件", "latex-sty-mathspec-missing", "zh"),
    Q("julia script can't find ArgParse package", "julia-pkg-argparse-missing", "plain"),
    Q("julia 脚本提示没有安装 ArgParse", "julia-pkg-argparse-missing", "zh"),
    Q("JET report_package complains DecFP is not in the environment", "julia-pkg-decfp-missing", "plain"),
    Q("JET 分析 ODBC 时说找不到 DecFP 包", "julia-pkg-decfp-missing", "zh"),
    Q("opam doesn't know a package called operf", "opam-no-package-operf", "plain"),
    Q("opam 查不到 operf 这个包", "opam-no-package-operf", "zh"),
    Q("pod install can't find GRDBCipher podspec", "cocoapods-spec-grdbcipher", "plain"),
    Q("pod install 找不到 GRDBCipher 的 podspec", "cocoapods-spec-grdbcipher", "zh"),
    Q("pod update fails to find the Analytics pod", "cocoapods-spec-analytics", "plain"),
    Q("pod update 找不到 Analytics 这个库", "cocoapods-spec-analytics", "zh"),
    Q("cocoapods cannot resolve PinCodeTextField", "cocoapods-spec-pincodetextfield", "plain"),
    Q("cocoapods 安装 PinCodeTextField 报找不到规格", "cocoapods-spec-pincodetextfield", "zh"),
    Q("rebar3 hex registry doesn't have inaka_mixer 0.1.4", "rebar3-package-not-in-registry", "plain"),
    Q("rebar3 在 hex 仓库里找不到 inaka_mixer 0.1.4", "rebar3-package-not-in-registry", "zh"),
    Q("rebar3 build of an elixir helper app complains earmark was never fetched", "mix-unchecked-dependency-earmark", "plain"),
    Q("rebar3 编译 elixir 依赖 earmark 不可用", "mix-unchecked-dependency-earmark", "zh"),
    Q("mix deps.compile fails on mimerl with a rebar3 error", "mix-rebar3-bare-not-found", "plain"),
    Q("mix 编译依赖 mimerl 时 rebar3 报错", "mix-rebar3-bare-not-found", "zh"),
    Q("restarting postfix: systemd has no such service", "systemctl-unit-postfix-not-found", "plain"),
    Q("重启 postfix 提示服务不存在", "systemctl-unit-postfix-not-found", "zh"),
    Q("ubuntu 24.04 restart sshd service doesn't exist", "systemctl-unit-sshd-not-found", "plain"),
    Q("ubuntu 24.04 重启 sshd 服务找不到", "systemctl-unit-sshd-not-found", "zh"),
]
