"""Field set 4: package managers, provisioning and databases (pacman, Ansible, Terraform, PostgreSQL,
MySQL, rustup) and fish's unknown command.

Each message is the text of the thread in `src`; only `<<slot>>` parts were generalised. Most groups
here come in look-alike sets whose messages differ only in the value that is wrong: another pacman
target, Ansible module, Terraform argument, PostgreSQL role, MySQL database, fish command or Rust
toolchain, each needing its own fix.
"""

from __future__ import annotations

from fieldspec import G, V


def _tf(file: str, block: str, code: str, arg: str, box: bool = True, tail: str = "") -> str:
    """Terraform's `Unsupported argument` diagnostic as 0.15+ draws it (box) or 0.12 prints it."""
    lines = ["Error: Unsupported argument", "", f"  on {file} line <<line>>, in {block}:", f"  <<line>>: {code}", "",
             f"An argument named \"{arg}\" is not expected here.{tail}"]
    if not box:
        return "\n".join(lines)
    return "╷\n" + "\n".join(("│ " + line).rstrip(" ") if line else "│ " for line in lines) + "\n╵"


_ANSIBLE_TAIL = ". This often indicates a misspelling, missing collection, or incorrect module path."

GROUPS = [
    G("pacman-target-base-level", "pacman", "everyday", "https://github.com/msys2/MSYS2-packages/issues/2863", [
        "error: target not found: base-level",
    ], cmd="pacman -S --needed base-level mingw-w64-x86_64-toolchain", os=("windows",), shells=("bash",),
      look="pacman-target-mingw-w64-cmake"),
    G("pacman-target-mingw-w64-cmake", "pacman", "everyday", "https://github.com/msys2/MINGW-packages/issues/19282", [
        "error: target not found: mingw-w64-cmake",
    ], cmd="pacman -S mingw-w64-cmake", os=("windows",), shells=("bash",)),
    G("pacman-target-glow", "pacman", "everyday", "https://github.com/charmbracelet/glow/issues/318", [
        "error: target not found: glow",
    ], cmd="sudo pacman -S glow", os=("linux",), look="pacman-target-base-level"),
    G("ansible-module-posix-synchronize", "ansible", "multiline",
      "https://github.com/geerlingguy/internet-pi/issues/57", [
        "ERROR! couldn't resolve module/action 'ansible.posix.synchronize'" + _ANSIBLE_TAIL + "\n\nThe error appears "
        "to be in '<<home>>/internet-pi/tasks/internet-monitoring.yml': line 14, column 3, but may\nbe elsewhere in "
        "the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n- name: Synchronize "
        "internet-monitoring directory.\n  ^ here",
    ], cmd="ansible-playbook main.yml", exit=4, os=("linux",)),
    G("ansible-module-dnac-discovery-range", "ansible", "multiline",
      "https://github.com/cisco-en-programmability/dnacenter-ansible/issues/9", [
          "ERROR! couldn't resolve module/action 'cisco.dnac.discovery_range_info'" + _ANSIBLE_TAIL + "\n\nThe error "
          "appears to be in '<<home>>/.ansible/collections/ansible_collections/cisco/dnac/playbooks/"
          "get_discovery_by_id': line 9, column 5, but may\nbe elsewhere in the file depending on the exact syntax "
          "problem.\n\nThe offending line appears to be:\n\n  tasks:\n  - name: get_discoveries_by_range\n    ^ here",
      ], cmd="ansible-playbook get_discovery_by_id", exit=4, os=("linux",), look="ansible-module-posix-synchronize"),
    G("ansible-module-arubaoss-command", "ansible", "everyday",
      "https://github.com/aruba/aruba-ansible-modules/issues/123", [
        "ERROR! couldn't resolve module/action 'arubanetworks.aos_switch.arubaoss_command'" + _ANSIBLE_TAIL,
    ], cmd="ansible-playbook <<proj>>.yml", exit=4, os=("linux", "macos"), look="ansible-module-dnac-discovery-range"),
    G("ansible-lint-module-community-sysrc", "ansible-lint", "wrapper",
      "https://github.com/ansible/ansible-lint/issues/3846", [
          "ansible-freebsd-zfs/tasks/rcconf.yml:3:3: syntax-check[unknown-module]: couldn't resolve module/action "
          "'community.general.sysrc'" + _ANSIBLE_TAIL,
      ], cmd="ansible-lint", exit=2, look="ansible-module-arubaoss-command"),
    G("terraform-arg-region", "terraform", "wrapper", "https://github.com/GoogleCloudPlatform/emblem/issues/814", [
        "\n".join("Step #2 - \"tf plan\": " + line for line in
                  _tf("main.tf", "module \"quizrd_ops\"", "  region          = var.region", "region").split("\n")),
    ], cmd="terraform plan", os=("linux",), look="terraform-arg-dspm"),
    G("terraform-arg-dspm", "terraform", "multiline",
      "https://github.com/CrowdStrike/terraform-provider-crowdstrike/issues/423", [
          _tf(".terraform/modules/crowdstrike.crowdstrike_registration/main.tf",
              "resource \"crowdstrike_cloud_google_registration\" \"main\"", "  dspm = {", "dspm"),
      ], cmd="terraform validate"),
    G("terraform-arg-scheduler", "tflocal", "multiline", "https://github.com/localstack/terraform-local/issues/41", [
        _tf("localstack_providers_override.tf", "provider \"aws\"", "scheduler = \"http://localhost:4566\"", "scheduler"),
    ], cmd="tflocal apply", look="terraform-arg-dspm"),
    G("terraform-arg-custom-schema", "terraform", "version",
      "https://github.com/DeviaVir/terraform-provider-gsuite/issues/149", [
        _tf("main.tf", "resource \"gsuite_user_attributes\" \"user_attributes\"",
            "  custom_schema = data.gsuite_user_attributes.details.json", "custom_schema", box=False,
            tail=" Did you mean to define\na block of type \"custom_schema\"?"),
    ], cmd="terraform plan", look="terraform-arg-scheduler"),
    G("terraform-arg-environment-variable", "terraform", "multiline",
      "https://github.com/checkly/terraform-provider-checkly/issues/229", [
          _tf("terraform-modules/checkly/checks.tf", "resource \"checkly_check_group\" \"check-group\"",
              "  environment_variable = each.value.environment_variable", "environment_variable",
              tail=" Did you mean\n│ \"environment_variables\"?").replace("\n╵", ""),
      ], cmd="terraform plan", look="terraform-arg-custom-schema"),
    G("postgres-role-postgres-missing", "psql", "two-programs", "https://github.com/mozilla/chronicle/issues/118", [
        "psql: FATAL:  role \"postgres\" does not exist",
        V("I<<date>> <<time>>.929 UTC [<<pid>>] FATAL:  role \"postgres\" does not exist", tool="postgres",
          cmd="go test ./integration/...", src="https://github.com/hyperledger-labs/fabric-smart-client/issues/777",
          os="linux"),
    ], cmd="./create_db.sh", exit=2),
    G("postgres-role-root-missing", "postgres", "runtime-value",
      "https://github.com/peter-evans/docker-compose-healthcheck/pull/22", [
        "FATAL: role \"root\" does not exist",
        V("FATAL: role \"root\" does not exist", src="https://github.com/springcomp/self-hosted-simplelogin/issues/42",
          cmd="pg_isready"),
    ], cmd="docker compose up", os=("linux",), look="postgres-role-postgres-missing"),
    G("postgres-role-login-user-missing", "psql", "version", "https://github.com/PostgresApp/PostgresApp/issues/313", [
        "psql: FATAL:  role \"<<user>>\" does not exist",
        V("error: could not connect to server: FATAL: role \"<<user>>\" does not exist",
          src="https://github.com/IIC2413/Syllabus-2020-1/issues/227", os="windows"),
    ], cmd="psql -p5432", exit=2, os=("macos",), look="postgres-role-postgres-missing"),
    G("mysql-unknown-database-root", "mysql", "everyday", "https://github.com/fantasticit/wipi/issues/60", [
        "ERROR 1049 (42000): Unknown database 'root'",
    ], cmd="mysql -u root -p root;", os=("linux",)),
    G("mysql-unknown-database-boulder-sa", "boulder", "wrapper", "https://github.com/hakwerk/labca/issues/224", [
        "Error 1049 (42000): Unknown database 'boulder_sa'",
    ], cmd="docker compose up", os=("linux",), look="mysql-unknown-database-root"),
    G("mysql-unknown-database-mls", "php", "wrapper", "https://github.com/mihai-vlc/master-login-system/issues/34", [
        "Error: 1049 Unknown database 'mls'",
    ], cmd="php install.php", os=("linux", "windows"), look="mysql-unknown-database-boulder-sa"),
    G("fish-unknown-command-describe", "fish", "shell", "https://github.com/oh-my-fish/oh-my-fish/issues/689", [
        "fish: Unknown command __fish_describe_command\nin command substitution\n\tcalled on standard input",
    ], cmd="./<<script>>", exit=127, shells=("fish",)),
    G("rustup-toolchain-1-81-missing", "cargo", "wrapper", "https://github.com/Scille/parsec-cloud/pull/9854", [
        "error: toolchain '1.81.0-x86_64-unknown-linux-gnu' is not installed\nhelp: run `rustup toolchain install "
        "1.81.0-x86_64-unknown-linux-gnu` to install it",
    ], cmd="cargo --version", os=("linux",), look="rustup-toolchain-stable-missing"),
    G("rustup-toolchain-stable-missing", "rustup", "wrapper", "https://github.com/rust-lang/rustup/issues/356", [
        "error: toolchain 'stable' is not installed\nrustup: command failed: /tmp/tmp.<<hex8>>/rustup-init",
    ], cmd="curl http://sh.rustup.rs -sSf | sh", os=("linux",)),
    G("rustup-toolchain-nightly-missing", "rustup", "everyday", "https://github.com/rust-lang/rustup/issues/301", [
        "error: toolchain 'nightly' is not installed",
        V("error: toolchain 'nightly-x86_64-unknown-linux-gnu' is not installed",
          src="https://github.com/rust-lang/rustup/issues/927", cmd="cargo +rust2 test", tool="cargo", os="linux",
          cls="non-file-path"),
    ], cmd="curl https://sh.rustup.rs -sSf | sh", look="rustup-toolchain-stable-missing"),
    G("rustc-missing-for-toolchain-1-45", "cargo", "multiline", "https://github.com/rust-lang/rustup/issues/2443", [
        "error: process didn't exit successfully: `rustc -vV` (exit code: 1)\n--- stderr\nerror: 'rustc' is not "
        "installed for the toolchain '1.45.0-x86_64-apple-darwin'\nTo install, run `rustup component add rustc "
        "--toolchain 1.45.0-x86_64-apple-darwin`",
    ], cmd="cargo build --color=always --bin cnd", os=("macos",), look="rustc-missing-for-toolchain-1-40"),
    G("rustc-missing-for-toolchain-1-40", "cargo", "multiline", "https://github.com/rust-lang/rustup/issues/2172", [
        "error: process didn't exit successfully: `rustc -vV` (exit code: 1)\n--- stderr\nerror: 'rustc' is not "
        "installed for the toolchain '1.40.0-x86_64-unknown-linux-gnu'\nTo install, run `rustup component add rustc "
        "--toolchain 1.40.0-x86_64-unknown-linux-gnu`",
    ], cmd="cargo clippy", os=("linux",)),
]
