"""Field set 3: infrastructure tools (Terraform, Ansible, Helm) and JavaScript runtimes' installers."""

from fieldspec import G, V

_TF_NOT_FOUND = "https://github.com/hashicorp/terraform/issues/31242"
_TF_TIMEOUT = "https://github.com/hashicorp/terraform/issues/26161"
_ANSIBLE = "https://github.com/ansible/ansible/issues/21431"
_HELM = "https://github.com/MicrosoftDocs/azure-docs/issues/111455"
_PNPM = "https://github.com/lobehub/lobehub/issues/5238"
_DENO = "https://github.com/denoland/deno/issues/23286"

GROUPS = [
    G("f3-terraform-provider-not-in-registry", "terraform", "multiline", _TF_NOT_FOUND, [
        V("╷\n│ Error: Failed to query available provider packages\n│\n│ Could not retrieve the list of available "
          "versions for provider hashicorp/azure: provider registry\n│ registry.terraform.io does not have a provider "
          "named registry.terraform.io/hashicorp/azure\n│\n│ Did you intend to use terraform-providers/azure? If so, "
          "you must specify that source address in each module\n│ which requires that provider. To see which modules "
          "are currently depending on hashicorp/azure, run the\n│ following command:\n│     terraform providers\n╵",
          os="windows", shell="powershell"),
        V("Error: Failed to query available provider packages\n│\n│ Could not retrieve the list of available versions "
          "for provider hashicorp/azure: provider registry registry.terraform.io does not have a provider named\n│ "
          "registry.terraform.io/hashicorp/azure\n│\n│ Did you intend to use terraform-providers/azure? If so, you must "
          "specify that source address in each module which requires that provider. To see which modules are \n│ "
          "currently depending on hashicorp/azure, run the following command:\n│     terraform providers\n╵",
          src="https://github.com/hashicorp/terraform/issues/32009"),
    ], cmd="terraform init", os=("windows", "linux", "macos")),
    G("f3-terraform-registry-timeout", "terraform", "multiline", _TF_TIMEOUT, [
        "Error: Failed to query available provider packages\n\nCould not retrieve the list of available versions for "
        "provider hashicorp/aws:\ncould not connect to registry.terraform.io: Failed to request discovery\ndocument: "
        "Get \"https://registry.terraform.io/.well-known/terraform.json\":\ncontext deadline exceeded (Client.Timeout "
        "exceeded while awaiting headers)",
        V("╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available "
          "versions for provider hashicorp/local: could not connect to registry.terraform.io: failed to request "
          "discovery document: Get\n│ \"https://registry.terraform.io/.well-known/terraform.json\": context deadline "
          "exceeded (Client.Timeout exceeded while awaiting headers)\n╵",
          src="https://github.com/oracle/oci-cli/issues/862", cls="version"),
    ], cmd="terraform init", look="f3-terraform-provider-not-in-registry"),
    G("f3-ansible-unreachable-ssh", "ansible", "runtime-value", _ANSIBLE, [
        'fatal: [<<host>>]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh.", '
        '"unreachable": true}',
        V('<<host>> | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh.",\n'
          '    "unreachable": true\n}', src="https://github.com/ansible/ansible/issues/15321", cmd="ansible all -m ping",
          cls="multiline"),
    ], cmd="ansible-playbook site.yml", exit=4, n=6),
    G("f3-ansible-ssh-refused", "ansible", "runtime-value", "https://github.com/ansible/ansible/issues/32859", [
        '<<host>> | UNREACHABLE! => {\n    "changed": false, \n    "msg": "Failed to connect to the host via ssh: ssh: '
        'connect to host <<host>> port <<sshport>>: Connection refused\\r\\n", \n    "unreachable": true\n}',
    ], cmd="ansible all -m ping --ask-pass", exit=4, look="f3-ansible-unreachable-ssh"),
    G("f3-helm-name-in-use", "helm", "version", _HELM, [
        "Error: INSTALLATION FAILED: cannot re-use a name that is still in use",
        V("Error: cannot re-use a name that is still in use", src="https://github.com/helm/helm/issues/9237"),
        V("Error: failed to run Radius Helm install, err: \ncannot re-use a name that is still in use",
          tool="rad", cmd="rad install kubernetes", src="https://github.com/radius-project/radius/issues/6785",
          cls="wrapper"),
    ], cmd="helm install <<proj>> ./chart", os=("linux", "macos", "windows")),
    G("f3-pnpm-no-version-react-layout-kit", "pnpm", "multiline", _PNPM, [
        " ERR_PNPM_NO_MATCHING_VERSION  No matching version found for react-layout-kit@^1.9.1\n\nThis error happened "
        "while installing the dependencies of @lobehub/ui@1.155.6\n\nThe latest release of react-layout-kit is "
        "\"1.9.0\".",
    ], cmd="pnpm install"),
    G("f3-pnpm-no-version-farm-runtime", "pnpm", "multiline", "https://github.com/farm-fe/farm/issues/346", [
        " ERR_PNPM_NO_MATCHING_VERSION  No matching version found for @farmfe/runtime@^0.6.0\n\nThis error happened "
        "while installing the dependencies of @farmfe/core@0.7.0\n\nThe latest release of @farmfe/runtime is \"0.5.0\".",
    ], cmd="pnpm i", look="f3-pnpm-no-version-react-layout-kit"),
    G("f3-deno-local-module-not-found", "deno", "version", _DENO, [
        'error: Module not found "file://<<root>>/<<tsfile>>".',
        V('error: Module not found "file://<<root>>/task".', src="https://github.com/dsherret/dax/issues/296"),
        V('Cannot resolve module "file://<<root>>/<<tsfile>>" from "."',
          src="https://github.com/denoland/deno/issues/2402"),
    ], cmd="deno run <<tsfile>>", os=("linux", "macos")),
    G("f3-deno-remote-module-not-found", "deno", "non-file-path", "https://github.com/denoland/deno/issues/20942", [
        'error: Module not found "https://deno.land/std/http/server.d.ts".',
    ], cmd="deno cache --reload https://deno.land/std/http/server.d.ts", look="f3-deno-local-module-not-found"),
]
