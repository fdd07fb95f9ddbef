"""Field set 21, part d: conda activate without conda init, Ansible modules the community.docker
collection must provide, Firebase CLI projects and permissions, Azure CLI login."""

from fieldspec import G, Q, V

W = ("linux", "macos", "windows")

_ANS = ("ERROR! couldn't resolve module/action '{m}'. This often indicates a misspelling, missing collection, or incorrect module path.\n\n"
        "The error appears to be in '{f}': line {l}, column {c}, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\n"
        "The offending line appears to be:\n\n{o}\n  ^ here")

GROUPS = [
    G("f21-conda-init-before-activate", "conda", "shell", "https://github.com/conda/conda/issues/13891", [
        V("CondaError: Run 'conda init' before 'conda activate'", os="windows", shell="powershell"),
        V("CondaError: Run 'conda init' before 'conda activate'", src="https://github.com/conda/conda/issues/14400", os="windows", shell="bash",
          cmd="conda activate myproject"),
        V("CondaError: Run 'conda init' before 'conda activate'", src="https://github.com/TeamWiseFlow/xiaobei/issues/57", os="linux",
          cls="everyday", cmd="conda activate wiseflow"),
        V("CondaError: Run conda init before conda activate", src="https://github.com/conda/conda/issues/14147", os="linux", tool="condacolab",
          cls="wrapper", cmd="!conda activate my_env"),
        V("CondaError: Run 'conda init' before 'conda activate'", src="https://github.com/Trae-AI/TRAE/issues/420", os="windows", tool="trae",
          shell="powershell", cls="wrapper", cmd="conda activate base"),
        V("CondaError: Run 'conda init' before 'conda activate'", src="https://github.com/SillyTavern/SillyTavern-Launcher/issues/27", os="linux",
          tool="bash-script", cls="wrapper", cmd="./install.sh"),
        V("CondaError: Run 'conda init' before 'conda activate'", src="https://github.com/marbits-icm/marbits-public/issues/78", os="linux",
          shell="sh", cmd="conda activate /path/to/env/name"),
    ], cmd="conda activate <<proj>>", os=W, n=9),

    G("f21-ansible-docker-compose-v2", "ansible-playbook", "multiline", "https://github.com/ahembree/ansible-hms-docker/issues/70", [
        _ANS.format(m="community.docker.docker_compose_v2", f="<<root>>/roles/hmsdocker/tasks/main.yml", l="108", c="3",
                    o="- name: Ensure containers defined in compose file.") + "\nmake: *** [Makefile:44: check] Fehler 4",
        V(_ANS.format(m="community.docker.docker_compose_v2", f="/root/lemmy-ansible/lemmy.yml", l="307", c="7", o="    - name: Start docker-compose"),
          src="https://github.com/LemmyNet/lemmy-ansible/issues/263", cmd="ansible-playbook -i inventory/hosts lemmy.yml"),
        V(_ANS.format(m="community.docker.docker_compose_v2", f="<<home>>/internet-pi/tasks/handlers.yml", l="2", c="3", o="- name: Restart pi-hole"),
          src="https://github.com/geerlingguy/internet-pi/issues/577", cmd="ansible-playbook main.yml"),
    ], cmd="make check", os=("linux", "macos"), look="f21-ansible-docker-short-name", n=6),

    G("f21-ansible-docker-short-name", "ansible-playbook", "multiline", "https://github.com/ansible-community/molecule-docker/pull/56", [
        "INFO     Running default > destroy\n" + _ANS.format(m="docker_container", f="<<root>>/.venv/lib/python3.9/site-packages/molecule_docker/playbooks/destroy.yml",
                                                             l="8", c="7", o="  tasks:\n    - name: Destroy molecule instance(s)"),
        V(_ANS.format(m="docker_container", f="/runner/project/install/docker/build_docker_image.yml", l="14", c="5", o="  - name: Create a data container"),
          src="https://github.com/ansible/awx/issues/12148", tool="awx", cls="wrapper"),
        V(_ANS.format(m="docker_network", f="<<home>>/ansible-easy-vpn/roles/docker/tasks/main.yml", l="80", c="3", o="- name: Create the wg network"),
          src="https://github.com/notthebee/ansible-easy-vpn/issues/34", cmd="ansible-playbook run.yml"),
    ], cmd="molecule test", os=("linux",), look="f21-ansible-docker-compose-v2", n=6),

    G("f21-ansible-docker-host-info-345", "ansible-playbook", "version", "https://github.com/ansible-collections/community.docker/issues/629", [
        "ERROR! couldn't resolve module/action 'community.docker.docker_host_info'. This often indicates a misspelling, missing collection, or incorrect module path.\n"
        "The error appears to be in '/runner/project/playbook.yml': line 170, column 7, but may\nbe elsewhere in the file depending on the exact syntax problem.\n"
        "The offending line appears to be:\n    - name: docker info test\n      ^ here",
    ], cmd="ansible-runner run /runner -p playbook.yml", os=("linux",), look="f21-ansible-docker-compose-v2", n=4),

    G("f21-ansible-lint-unknown-module", "ansible-lint", "wrapper", "https://github.com/ansible/ansible-lint/issues/4046", [
        "syntax-check[unknown-module]: couldn't resolve module/action 'community.docker.docker_login'. This often indicates a misspelling, missing collection, or incorrect module path.\n"
        "Error: couldn't resolve module/action 'community.docker.docker_login'. This often indicates a misspelling, missing collection, or incorrect module path.",
        V("  ERROR! couldn't resolve module/action 'community.docker.docker_container'. This often indicates a misspelling, missing collection, or incorrect module path.\n  \n"
          "  The error appears to be in '/opt/hostedtoolcache/Python/3.9.16/x64/lib/python3.9/site-packages/molecule_docker/playbooks/destroy.yml': line 8, column 7, but may\n"
          "  be elsewhere in the file depending on the exact syntax problem.",
          src="https://github.com/ansible-middleware/keycloak/pull/49", tool="molecule", cmd="molecule test"),
    ], cmd="ansible-lint", os=("linux",), look="f21-ansible-docker-short-name", n=5),

    G("f21-firebase-get-project", "firebase", "runtime-value", "https://github.com/CreateThrive/react-firebase-admin/issues/60", [
        "Error: Failed to get Firebase project react-firebase-admin-eeac2. Please make sure the project exists and your account has permission to access it.",
        V("Error: Failed to get Firebase project sultanan. \nPlease make sure the project exists and your account has permission to access it.",
          src="https://github.com/firebase/firebase-tools/issues/4773", cmd="firebase deploy --only functions"),
        V("=== Project Setup\n\nFirst, let's associate this project directory with a Firebase project.\n"
          "You can create multiple project aliases by running firebase use --add, \n\n\n"
          "Error: Failed to get Firebase project testing-65ab9. Please make sure the project exists and your account has permission to access it.",
          src="https://github.com/firebase/firebase-tools/issues/9509", os="macos", shell="zsh", cls="multiline"),
        V("Failed to get Firebase project angular-voxer. Please make sure the project exists and your account has permission to access i",
          src="https://github.com/codediodeio/angular-firestarter/issues/88", cmd="firebase deploy", cls="everyday"),
    ], cmd="firebase init", os=W, look="f21-firebase-list-projects", n=7),

    G("f21-firebase-list-projects", "firebase", "multiline", "https://github.com/firebase/firebase-tools/issues/6040", [
        "=== Project Setup\n\nFirst, let's associate this project directory with a Firebase project.\n"
        "You can create multiple project aliases by running firebase use --add, \nbut for now we'll just set up a default project.\n\n"
        "Error: Failed to list Firebase projects. See firebase-debug.log for more info.",
        V("Error: Failed to list Firebase projects. See firebase-debug.log for more info.", src="https://github.com/firebase/firebase-tools/issues/2121",
          cls="everyday"),
    ], cmd="firebase init hosting", os=("windows", "linux"), look="f21-firebase-get-project", n=5),

    G("f21-firebase-missing-permissions", "firebase", "multiline", "https://github.com/home-assistant/mobile-apps-fcm-push/issues/11", [
        "Error: Authorization failed. This account is missing the following required permissions on project home-assistant-mobile-apps:\n\n"
        "  firebase.projects.get\n  runtimeconfig.configs.create\n  runtimeconfig.configs.delete\n  runtimeconfig.configs.get",
        V("Error: Authorization failed. This account is missing the following required permissions on project home-assistant-mobile-apps:\n\n"
          "  firebase.projects.get\n  runtimeconfig.configs.get\n  runtimeconfig.configs.list\n  runtimeconfig.variables.get\n  runtimeconfig.variables.list",
          cmd="firebase functions:config:get > .runtimeconfig.json"),
    ], cmd="firebase functions:config:set debug.local=true", os=("linux",), look="f21-firebase-get-project", n=4),

    G("f21-az-login-required", "az", "wrapper", "https://github.com/Azure/azure-cli/issues/23750", [
        V("Please run 'az login' to setup account.", os="windows", shell="powershell", cls="everyday"),
        V("python : ERROR: Please run 'az login' to setup account.\nAt line:1 char:1\n"
          "+ python -m azure.cli account show --query \"{name:name, subscriptionId:id, tenantId:tenantId}\" -o json ...\n"
          "+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
          "    + CategoryInfo          : NotSpecified: (ERROR: Please r... setup account.:String) [], RemoteException\n"
          "    + FullyQualifiedErrorId : NativeCommandError",
          src="https://github.com/Azure/azure-cli/issues/33414", os="windows", shell="powershell", cls="shell",
          cmd="python -m azure.cli account show -o json 2>&1"),
        V("ERROR: Please run 'az login' to setup account.", src="https://github.com/Azure/azure-cli/issues/33414", os="windows", shell="bash",
          cls="shell", cmd="python -m azure.cli account show -o json 2>&1"),
        V("\"Please run 'az login' to setup account.\", \"stderr_lines\": [\"ERROR: Please run 'az login' to setup account.\"], \"stdout\": \"\", \"stdout_lines\": []}",
          src="https://github.com/Azure/sap-automation/pull/588", tool="ansible", os="linux", cmd="ansible-playbook playbook_04_00_01_ams_provider.yaml"),
        V("ERROR: Please run 'az login' to setup account.", src="https://github.com/Azure/azure-cli/issues/12750", os="linux", cls="everyday",
          cmd="az vm list"),
    ], cmd="az webapp up --runtime PYTHON:3.10 --sku B1 --logs", os=W, n=8),
]

QUERIES = [
    Q("conda activate says run conda init first even after running it", "f21-conda-init-before-activate", "plain"),
    Q("conda activate 报错 要先 conda init 执行了还是不行", "f21-conda-init-before-activate", "zh"),
    Q("ansible cannot resolve community.docker.docker_compose_v2 module", "f21-ansible-docker-compose-v2", "plain"),
    Q("ansible 找不到 docker_compose_v2 模块 集合没装", "f21-ansible-docker-compose-v2", "zh"),
    Q("ansible couldn't resolve docker_container without collection prefix", "f21-ansible-docker-short-name", "plain"),
    Q("ansible 新版本 docker_container 短名字 无法解析", "f21-ansible-docker-short-name", "zh"),
    Q("community.docker 3.4.5 docker_host_info cannot be resolved", "f21-ansible-docker-host-info-345", "plain"),
    Q("community.docker 升级后 docker_host_info 解析不到", "f21-ansible-docker-host-info-345", "zh"),
    Q("ansible-lint syntax-check unknown-module in github action", "f21-ansible-lint-unknown-module", "plain"),
    Q("ansible-lint 在 CI 里 报 unknown-module 找不到模块", "f21-ansible-lint-unknown-module", "zh"),
    Q("firebase init failed to get firebase project make sure it exists", "f21-firebase-get-project", "plain"),
    Q("firebase 部署 获取不到项目 确认项目存在和权限", "f21-firebase-get-project", "zh"),
    Q("firebase init failed to list firebase projects", "f21-firebase-list-projects", "plain"),
    Q("firebase init 列不出项目 看 firebase-debug.log", "f21-firebase-list-projects", "zh"),
    Q("firebase functions config authorization failed missing permissions runtimeconfig", "f21-firebase-missing-permissions", "plain"),
    Q("firebase 账号缺少项目权限 runtimeconfig 授权失败", "f21-firebase-missing-permissions", "zh"),
    Q("azure cli please run az login to setup account", "f21-az-login-required", "plain"),
    Q("az 命令提示 先运行 az login 设置账户", "f21-az-login-required", "zh"),
]
