"""Field set 21, part c: Terraform/OpenTofu dependency lock files and backend initialisation, pre-commit's
unstaged configuration, Redis RDB persistence."""

from fieldspec import G, Q, V

W = ("linux", "macos", "windows")

_NOVER = ("╷\n│ Error: Inconsistent dependency lock file\n│\n"
          "│ The following dependency selections recorded in the lock file are inconsistent with the current configuration:\n"
          "│   - provider {prov}: required by this configuration but no version is selected\n│\n"
          "│ To make the initial dependency selections that will initialize the dependency lock file, run:\n│   terraform init\n╵")
_UPGRADE = ("│ Error: Inconsistent dependency lock file\n│\n"
            "│ The following dependency selections recorded in the lock file are inconsistent with the current configuration:\n"
            "│   - provider {prov}: required by this configuration but no version is selected\n│\n"
            "│ To update the locked dependency selections to match a changed configuration, run:\n│   {tool} init -upgrade")
_BACKEND_NEW = ("╷\n│ Error: Backend initialization required, please run \"terraform init\"\n│\n│ Reason: Initial configuration of the requested backend \"{b}\"\n│\n"
                "│ The \"backend\" is the interface that Terraform uses to store state,\n│ perform operations, etc. If this message is showing up, it means that the\n"
                "│ Terraform configuration you're using is using a custom configuration for\n│ the Terraform backend.")
_BACKEND_OLD = ("Backend reinitialization required. Please run \"terraform init\".\nReason: Initial configuration of the requested backend \"{b}\"\n\n"
                "The \"backend\" is the interface that Terraform uses to store state,\nperform operations, etc. If this message is showing up, it means that the\n"
                "Terraform configuration you're using is using a custom configuration for\nthe Terraform backend.")
_MISCONF_OLD = ("MISCONF Redis is configured to save RDB snapshots, but is currently not able to persist on disk. Commands that may modify the data set are disabled. "
                "Please check Redis logs for details about the error.")
_MISCONF_NEW = ("MISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk. Commands that may modify the data set are disabled, "
                "because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). "
                "Please check the Redis logs for details about the RDB error.")
_MISCONF_ZH = "[ErrorReply:MISCONF Redis配置为保存RDB快照，但当前无法保存在磁盘上。可能修改数据集的命令被禁用。请检查Redis日志以了解有关错误的详细信息。]"

GROUPS = [
    G("f21-tf-lock-no-version", "terraform", "multiline", "https://github.com/hashicorp/terraform-provider-hashicups/issues/129", [
        _NOVER.format(prov="hashicorp.com/edu/hashicups"),
        V("╷\n│ Warning: Provider development overrides are in effect\n│ \n"
          "│ The following provider development overrides are set in the CLI configuration:\n│  - hashicorp/biganimal in <<home>>/.terraform.d/plugins/hashicorp.com/edu/biganimal/0.3.1/darwin_arm64\n╵\n"
          + _NOVER.format(prov="registry.terraform.io/hashicorp/random"),
          src="https://github.com/EnterpriseDB/terraform-provider-biganimal/issues/29", os="macos", shell="zsh"),
        V(_NOVER.format(prov="registry.terraform.io/hashicorp/aws"),
          src="https://github.com/GoogleCloudPlatform/terraformer/issues/1211", os="windows", shell="cmd", cls="everyday"),
        V("***************************************\nRunning Terraform PLAN\n***************************************\n"
          "Error: Inconsistent dependency lock file\n\nThe following dependency selections recorded in the lock file are\ninconsistent with the current configuration:\n"
          "  - provider terrakube-reg.apps.test-company.corp/demoproject/openstack: required by this configuration but no version is selected",
          src="https://github.com/terrakube-io/terrakube/issues/2388", tool="terrakube", cls="wrapper", os="linux"),
    ], cmd="terraform plan", os=W, look="f21-tf-lock-upgrade", n=7),

    G("f21-tf-lock-upgrade", "terraform", "version", "https://github.com/tungbq/aws-lab-with-terraform/issues/45", [
        _UPGRADE.format(prov="registry.terraform.io/hashicorp/http", tool="terraform"),
        V("<<logts>> [TRACE] Config.VerifyDependencySelections: provider registry.opentofu.org/cloudflare/cloudflare has no lock file entry to satisfy \"4.16.0\"\n"
          "╷\n" + _UPGRADE.format(prov="registry.opentofu.org/cloudflare/cloudflare", tool="tofu"),
          src="https://github.com/opentofu/opentofu/issues/716", tool="tofu", cls="two-programs", cmd="tofu plan"),
    ], cmd="terraform apply", os=W, look="f21-tf-lock-no-version", n=6),

    G("f21-tf-lock-plan-mismatch", "terraform", "multiline", "https://github.com/gruntwork-io/terragrunt/issues/2646", [
        "╷\n│ Error: Inconsistent dependency lock file\n│ \n│ The given plan file was created with a different set of external dependency\n"
        "│ selections than the current configuration. A saved plan can be applied only\n│ to the same configuration it was created from.\n│ \n"
        "│ Create a new plan from the updated configuration.\n╵",
        V("Error: Inconsistent dependency lock file\n  The given plan file was created with a different set of external\n  dependency selections than the current configuration.",
          src="https://github.com/mattrobinsonsre/terrapod/pull/470", tool="tofu", cls="two-programs", cmd="tofu apply tfplan"),
    ], cmd="terragrunt apply tfplan", os=("linux",), look="f21-tf-lock-no-version", n=5),

    G("f21-tf-backend-init-required", "terraform", "version", "https://github.com/hashicorp/terraform/issues/31252", [
        _BACKEND_NEW.format(b="s3"),
        V("+ /usr/local/bin/terraform workspace new test\n" + _BACKEND_OLD.format(b="s3"),
          src="https://github.com/hashicorp/terraform/issues/18237", cls="wrapper", tool="jenkins", cmd="terraform workspace new test"),
        V("$ tf init -backend=false\nInitializing modules...\n" + _BACKEND_OLD.format(b="remote"),
          src="https://github.com/hashicorp/terraform-github-actions/issues/102", cls="multiline", cmd="terraform init -backend=false"),
        V("+ terraform workspace list\nFailed to load backend: Initialization required. Please see the error message above.",
          src="https://github.com/poanetwork/blockscout-terraform/issues/6", cls="everyday", cmd="terraform workspace list"),
        V("Backend reinitialization required. Please run \"terraform init\"",
          src="https://github.com/ljfranklin/terraform-resource/issues/90", tool="concourse", cls="wrapper", cmd="terraform plan"),
    ], cmd="terraform plan", os=W, look="f21-tf-backend-config-changed", n=7),

    G("f21-tf-backend-config-changed", "terraform", "multiline", "https://github.com/minamijoyo/tflock/issues/10", [
        "Backend reinitialization required. Please run \"terraform init\".\nReason: Backend configuration changed for \"gcs\"\n\n"
        "The \"backend\" is the interface that Terraform uses to store state,\nperform operations, etc. If this message is showing up, it means that the\n"
        "Terraform configuration you're using is using a custom configuration for\nthe Terraform backend.\n\n"
        "Error loading the state: Initialization required. Please see the error message above.",
        V("Error: Backend configuration changed\n│ \n│ A change in the backend configuration has been detected, which may require migrating existing state.\n│ \n"
          "│ If you wish to attempt automatic migration of the state, use \"terraform init -migrate-state\".",
          src="https://github.com/2i2c-org/infrastructure/pull/1595", cls="version", cmd="terraform init -backend-config=backends/pangeo-backend.hcl"),
    ], cmd="tflock", os=("linux", "macos"), look="f21-tf-backend-init-required", n=5),

    G("f21-precommit-config-unstaged", "pre-commit", "everyday", "https://github.com/pre-commit/pre-commit/issues/2080", [
        "[ERROR] Your pre-commit configuration is unstaged.\n`git add .pre-commit-config.yaml` to fix this.",
        V("[ERROR] Your .pre-commit-config.yaml is unstaged.\n`git add .pre-commit-config.yaml` to fix this.\nRun pre-commit with --allow-unstaged-config to silence this.",
          src="https://github.com/pre-commit/pre-commit/issues/242", cls="version", cmd="pre-commit run --all-files"),
        V("Your pre-commit configuration is unstaged.\n`git add <<home>>\\appdata\\local\\temp\\asdf.yaml` to fix this.",
          src="https://github.com/j178/prek/issues/268", tool="prek", cls="two-programs", os="windows", shell="powershell",
          cmd="prefligit run --config \"<<home>>\\appdata\\local\\temp\\asdf.yaml\""),
        V("[ERROR] Your pre-commit configuration is unstaged.", src="https://github.com/desktop/desktop/issues/18487",
          tool="github-desktop", cls="wrapper", os="windows", cmd=""),
        V("[ERROR] Your pre-commit configuration is unstaged\n'git add .pre-commit-config.yaml' to fix this.",
          src="https://github.com/cookiecutter/cookiecutter-django/issues/2856", cmd="git commit -m \"Initial commit\""),
        V("[ERROR] Your pre-commit configuration is unstaged. `git add .pre-commit-config.yaml` to fix this.",
          src="https://github.com/pre-commit/pre-commit/issues/848", cls="everyday"),
    ], cmd="git commit", os=W, n=8),

    G("f21-redis-misconf-rdb", "redis", "two-programs", "https://github.com/StackExchange/StackExchange.Redis/issues/318", [
        V("System.Web.Services.Protocols.SoapException: Server was unable to process request. ---> StackExchange.Redis.RedisServerException: " + _MISCONF_OLD,
          tool="StackExchange.Redis", os="windows", cls="wrapper"),
        V("(error) " + _MISCONF_NEW, src="https://github.com/django/channels_redis/issues/118", tool="redis-cli", cmd="redis-cli set mykey 1", cls="version"),
        V("redis.exceptions.ResponseError: " + _MISCONF_NEW, src="https://github.com/klren0312/daliy_knowledge/issues/581", tool="redis-py",
          cmd="python <<pyfile>>"),
        V("[ErrorReply: " + _MISCONF_OLD + "]\n" + _MISCONF_ZH, src="https://github.com/Le-niao/Yunzai-Bot/issues/1076", tool="node-redis",
          locale="zh", cls="locale", cmd="node app"),
        V(_MISCONF_ZH, src="https://github.com/Le-niao/Yunzai-Bot/issues/1076", tool="node-redis", locale="zh", cls="locale", cmd="node app"),
        V(_MISCONF_ZH, src="https://github.com/Le-niao/Yunzai-Bot/issues/1076", tool="node-redis", locale="zh", cls="locale", cmd="npm run app", os="windows"),
        V("[ErrorReply: " + _MISCONF_OLD + "]\n" + _MISCONF_ZH, src="https://github.com/Le-niao/Yunzai-Bot/issues/1076", tool="node-redis",
          locale="zh", cls="multiline", cmd="pnpm run app", os="windows"),
        V("name: 'ReplyError'\nmessage: '" + _MISCONF_OLD + "'\ncommand: { name: 'set', args: [ 'tops', '[...]' ] }",
          src="https://github.com/zhongxia245/blog/issues/92", tool="ioredis", cmd="npm start", cls="multiline"),
        V("{\"code\":500,\"error\":\"MISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk. "
          "Commands that may modify the data set are disabled, because this instance is configured to report er",
          src="https://github.com/tonquer/picacg-qt/issues/344", tool="picacg-qt", os="windows", cls="wrapper", cmd=""),
        V("ERROR SetAndReleaseItemExclusive => StackExchange.Redis.RedisServerException: " + _MISCONF_OLD,
          src="https://github.com/redis/redis/issues/9913", tool="StackExchange.Redis", os="windows", cls="wrapper"),
        V("Error: " + _MISCONF_OLD, src="https://github.com/redis/redis/issues/13444", tool="redis-cli", cls="everyday", cmd="redis-cli"),
        V("172.16.200.xx:6378> set foo bar\n(error) " + _MISCONF_OLD, src="https://github.com/guanhui07/blog/issues/526",
          tool="redis-cli", cmd="redis-cli -h <<host>> -p 6378", cls="everyday"),
    ], cmd="dotnet run", os=("linux", "windows"), n=14),
]

QUERIES = [
    Q("terraform plan inconsistent dependency lock file provider no version selected", "f21-tf-lock-no-version", "plain"),
    Q("terraform 依赖锁文件不一致 provider 没有选中版本 要 init", "f21-tf-lock-no-version", "zh"),
    Q("terraform lock file inconsistent need init -upgrade after adding provider", "f21-tf-lock-upgrade", "plain"),
    Q("加了新 provider 后 terraform 锁文件不一致 要 init -upgrade", "f21-tf-lock-upgrade", "zh"),
    Q("saved plan file created with different dependency selections cannot apply", "f21-tf-lock-plan-mismatch", "plain"),
    Q("terraform apply 计划文件 依赖选择不同 无法应用", "f21-tf-lock-plan-mismatch", "zh"),
    Q("terraform backend initialization required run terraform init", "f21-tf-backend-init-required", "plain"),
    Q("terraform 提示 后端需要初始化 请运行 terraform init", "f21-tf-backend-init-required", "zh"),
    Q("terraform backend configuration changed need reconfigure or migrate-state", "f21-tf-backend-config-changed", "plain"),
    Q("terraform 后端配置变了 要 -reconfigure 还是 -migrate-state", "f21-tf-backend-config-changed", "zh"),
    Q("git commit blocked pre-commit configuration is unstaged", "f21-precommit-config-unstaged", "plain"),
    Q("git 提交时 pre-commit 配置文件未暂存 报错", "f21-precommit-config-unstaged", "zh"),
    Q("redis misconf cannot persist rdb snapshots writes disabled", "f21-redis-misconf-rdb", "plain"),
    Q("redis 报 MISCONF 无法持久化 RDB 快照 写命令被禁用", "f21-redis-misconf-rdb", "zh"),
]
