# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part f: debug probes (OpenOCD), Zephyr's west, SQLite from the CLI, Python and Ruby,
gcloud and conan."""

from fieldspec import G, Q, V

_W = ("windows",)
_L = ("linux",)
_M = ("macos",)
_OCD = "Open On-Chip Debugger {ver}\nLicensed under GNU GPL v2\nFor bug reports, read\n\thttp://openocd.org/doc/doxygen/bugs.html\n"

GROUPS = [
    # OpenOCD sees no CMSIS-DAP probe (USB ids, permissions, a missing hidapi); 0.10 said it without "matching".
    G("f16-openocd-no-cmsis-dap", "openocd", "version", "https://github.com/wuxx/openocd-toolbox/issues/13", [
        "Error: unable to find a matching CMSIS-DAP device",
        V(_OCD.format(ver="0.11.0-g228ede4-dirty (<<date>>-21:19)") + "Info : auto-selecting first available session transport \"swd\". "
          "To override use 'transport select <transport>'.\nInfo : Hardware thread awareness created\nInfo : RP2040 Flash Bank Command\n"
          "Warn : could not read product string for device 0x05e3:0x0617: Input/Output Error\nError: unable to find a matching CMSIS-DAP device",
          src="https://github.com/wuxx/pico-lab/issues/5", cls="multiline"),
        V(_OCD.format(ver=" v0.11.0-esp32-20220411 (2022-04-11-08:48)") + "Info : Listening on port 6666 for tcl connections\n"
          "Info : Listening on port 4444 for telnet connections\nError: unable to find a matching CMSIS-DAP device\n\nAssertion failed!\n\n"
          "Program: C:\\Users\\<<user>>\\.espressif\\tools\\openocd-esp32\\v0.11.0-esp32-20220411\\openocd-esp32\\bin\\openocd.exe\n"
          "File: ../src/jtag/core.c, Line 338\n\nExpression: jtag_trst == 0", os=_W, src="https://github.com/wuxx/ESPLink/issues/3",
          cls="multiline"),
        V(_OCD.format(ver="0.11.0") + "Error: unable to find a matching CMSIS-DAP device", os=_M,
          src="https://github.com/Lotlab/nrf52-keyboard/issues/118", cmd="openocd -c \"adapter driver cmsis-dap\" -c \"init;cmsis-dap info\""),
        V(_OCD.format(ver="0.10.0") + "adapter speed: 10000 kHz\nError: unable to find CMSIS-DAP device",
          src="https://github.com/wuxx/icesugar-pro/issues/13", cmd="../../tools/dapprog blink.bit"),
        V("Error: \nDownloading bin/targets/nrf52_boot/app/boot/mynewt/mynewt.elf.bin to 0x0\n" + _OCD.format(ver="0.10.0")
          + "Info : auto-selecting first available session transport \"swd\". To override use 'transport select <transport>'.\n"
          "adapter speed: 10000 kHz\ncortex_m reset_config sysresetreq\nError: unable to find CMSIS-DAP device",
          src="https://github.com/makerdiary/nrf52840-mdk/issues/29", tool="newt", cmd="newt load nrf52_boot"),
    ], cmd="openocd -f interface/cmsis-dap.cfg -f target/stm32g4x.cfg", os=("linux",), n=7),
    # ... against a probe found but held by another driver (use the HID backend) ...
    G("f16-openocd-cmsis-dap-claim-busy", "openocd", "multiline", "https://github.com/wuxx/nanoDAP/issues/19", [
        _OCD.format(ver="0.11.0-rc2") + "Info : Listening on port 6666 for tcl connections\nInfo : Listening on port 4444 for telnet connections\n"
        "Warn : Using CMSIS-DAPv2 interface 1 with wrong class 10 subclass 0 or protocol 0\n"
        "Info : Using CMSIS-DAPv2 interface with VID:PID=0xc251:0xf001, serial=0001A0000001\nWarn : could not claim interface: Resource busy\n"
        "Error: error writing data: Input/Output Error\nError: CMSIS-DAP command CMD_INFO failed.",
    ], cmd="openocd -f interface/cmsis-dap.cfg -f target/stm32f1x.cfg", os=_L, look="f16-openocd-no-cmsis-dap"),
    # ... and an OpenOCD built without the cmsis-dap driver.
    G("f16-openocd-interface-not-built", "openocd", "everyday", "https://github.com/ARMmbed/DAPLink/issues/844", [
        "Error: The specified debug interface was not found (cmsis-dap)",
    ], cmd="openocd -f interface/cmsis-dap.cfg -f target/stm32wbx.cfg", os=("linux", "windows"), look="f16-openocd-no-cmsis-dap"),

    # Zephyr west: no workspace knows where zephyr is (west 0.7.1's init bug) ...
    G("f16-west-zephyr-base-unset", "west", "multiline", "https://github.com/zephyrproject-rtos/west/issues/378", [
        "WARNING: can't find the zephyr repository\n  - no --zephyr-base given\n  - ZEPHYR_BASE is unset\n"
        "  - west config contains no zephyr.base setting\n  - no manifest project has name or path \"zephyr\"",
        V("WARNING: can't find the zephyr repository\n  - no --zephyr-base given\n  - ZEPHYR_BASE is unset\n"
          "  - west config contains no zephyr.base setting\n-- west build: generating a build system\n  - no manifest project has name or path \"zephyr\"",
          src="https://github.com/infused-kim/zmk-config-sofle/issues/5", tool="github-actions",
          cmd="west build -s zmk/app -b nice_nano_v2 -- -DZMK_CONFIG=<<root>>/config -DSHIELD=sofle_left"),
    ], cmd="west build -b nrf52840_pca10056", os=_L, n=6),
    # ... outside any workspace, where build is not a west command at all ...
    G("f16-west-invalid-choice-build", "west", "everyday", "https://github.com/zephyrproject-rtos/zephyr/pull/33537", [
        "west: error: argument <command>: invalid choice: 'build' (choose from 'init', 'update', 'list', 'manifest', 'diff', 'status', "
        "'forall', 'help', 'config', 'topdir', 'selfupdate')",
    ], cmd="west build -b qemu_x86 app", exit=2, os=("linux", "macos"), look="f16-west-zephyr-base-unset"),
    # ... a ZEPHYR_BASE in the environment that points elsewhere ...
    G("f16-west-zephyr-base-mismatch", "west", "multiline", "https://github.com/zephyrproject-rtos/zephyr/pull/43005", [
        "WARNING: ZEPHYR_BASE=<<home>>/zephyr in the calling environment will be used,\n"
        "but the zephyr.base config option in <<home>>/zephyrproject is \"zephyr\"\nwhich implies a different ZEPHYR_BASE=<<home>>/zephyrproject/zephyr\n"
        "To disable this warning in the future, execute 'west config --global zephyr.base-prefer env'\n-- west build: generating a build system\n"
        "Including boilerplate (Zephyr base): <<home>>/zephyr/cmake/app/boilerplate.cmake\n"
        "CMake Error at <<home>>/zephyrproject/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:24 (include):\n"
        "  include could not find requested file:\n\n    <<home>>/zephyr/cmake/app/boilerplate.cmake",
    ], cmd="west build -p auto -b qemu_riscv32 samples/hello_world", os=_L, look="f16-west-zephyr-base-unset"),
    # ... and west init in a directory that already is (or is under) a workspace.
    G("f16-west-already-initialized", "west", "wrapper", "https://github.com/zephyrproject-rtos/west/issues/461", [
        "FATAL ERROR: already initialized in <<home>>, aborting.",
        V("FATAL ERROR: already initialized in <<home>>/zephyrproject ,aborting.\nNote:\n    In your environment, ZEPHYR_BASE is set to:\n"
          "    <<home>>/zephyr\n\n    This forces west to search for a workspace there.\n    Try unsetting ZEPHYR_BASE and re-running this command.",
          src="https://github.com/zephyrproject-rtos/zephyr/issues/37400", cls="multiline"),
    ], cmd="west init", os=_L, look="f16-west-zephyr-base-mismatch"),

    # SQLite cannot open the file: the sqlite3 shell (a wrong path) ...
    G("f16-sqlite3-cli-cannot-open", "sqlite3", "everyday", "https://github.com/residentsummer/watoi/issues/21", [
        "Error: unable to open database \"Manifest.db\": unable to open database file",
        V("Error: unable to open database \"y.db\": unable to open database file", src="https://github.com/endlesssoftware/sqlite3/issues/10",
          cmd="sqlite3 y.db"),
    ], cmd="sqlite3 <<proj>>/Manifest.db \"select fileID from Files where relativePath = 'ChatStorage.sqlite';\"", os=("macos", "linux")),
    # ... Python's sqlite3 (an output directory that does not exist or is not writable) ...
    G("f16-python-sqlite-cannot-open", "python", "multiline", "https://github.com/lcdr/utils/issues/6", [
        "  File \"fdb_to_sqlite.py\", line 207, in <module>\n    convert(args.fdb_path, args.sqlite_path, args.add_link_info)\n"
        "  File \"fdb_to_sqlite.py\", line 51, in __init__\n    self.sqlite = sqlite3.connect(out_file)\nsqlite3.OperationalError: unable to open database file",
        V("sqlite3.OperationalError: unable to open database file", src="https://github.com/dataabc/weibo-crawler/issues/232", cls="everyday"),
        V("Traceback (most recent call last):\n  File \"app.py\", line 107, in <module>\n"
          "    with sqlite3.connect(backupPath+dictList[backupChoice]+'/3d/3d0d7e5fb2ce288813306e4d4636395e047a3d28') as message_connection:\n"
          "sqlite3.OperationalError: unable to open database file", src="https://github.com/Segerberg/iphone-sms-archiver/issues/14",
          cmd="python app.py"),
        V("  File \"<<root>>/lib/python3.8/site-packages/sqlitedict.py\", line 395, in run\n"
          "    conn = sqlite3.connect(self.filename, check_same_thread=False)\nsqlite3.OperationalError: unable to open database file",
          src="https://github.com/stanford-crfm/helm/issues/1004", cmd="helm-run --suite v1"),
    ], cmd="python fdb_to_sqlite.py cdclient.fdb", os=("windows", "linux", "macos"), look="f16-sqlite3-cli-cannot-open", n=8),
    # ... and the Ruby gem, where the cause was a missing sqlite3.dll.
    G("f16-ruby-sqlite-cantopen", "ruby", "everyday", "https://github.com/sparklemotion/sqlite3-ruby/issues/176", [
        "unable to open database file (SQLite3::CantOpenException)",
    ], cmd="ruby import.rb", os=_W, look="f16-python-sqlite-cannot-open"),

    # gcloud with no active account (sudo runs as root; HOME elsewhere); the command in parentheses varies.
    G("f16-gcloud-no-active-account", "gcloud", "wrapper", "https://github.com/jacksegal/google-compute-snapshot/issues/33", [
        "ERROR: (gcloud.compute.disks.list) You do not currently have an active account selected.\nPlease run:\n\n  $ gcloud auth login\n\n"
        "to obtain new credentials, or if you have already logged in with a\ndifferent account:\n\n  $ gcloud config set account ACCOUNT",
        V("WARNING: Could not open the configuration file: [<<home>>/Documents/GitHub/.config/gcloud/configurations/config_default].\n"
          "ERROR: (gcloud.source.repos.list) You do not currently have an active account selected.\nPlease run:\n\n  $ gcloud auth login\n\n"
          "to obtain new credentials.\n\nIf you have already logged in with a different account:\n\n    $ gcloud config set account ACCOUNT\n\n"
          "to select an already authenticated account to use.", os=_M, src="https://github.com/GoogleCloudPlatform/cloud-code-intellij/issues/3063",
          cmd="gcloud source repos list --project <<proj>>", cls="version"),
        V("WARNING: Could not open the configuration file: [<<home>>/.config/gcloud/configurations/config_default].\n"
          "ERROR: (gcloud.auth.docker-helper) You do not currently have an active account selected.\nPlease run:\n\n  $ gcloud auth login\n\n"
          "to obtain new credentials, or if you have already logged in with a\ndifferent account:\n\n  $ gcloud config set account ACCOUNT\n\n"
          "to select an already authenticated account to use.", src="https://github.com/GoogleCloudPlatform/cloud-ops-sandbox/issues/168",
          tool="docker", cmd="docker push gcr.io/<<proj>>/sandbox/adservice"),
    ], cmd="sudo /opt/google-compute-snapshot/gcloud-snapshot.sh", os=("linux", "macos"), n=6),

    # conan: no binary for these settings; build it (--build=missing). Conan 1.0, 1.x and 2.x wordings.
    G("f16-conan-missing-prebuilt", "conan", "version", "https://github.com/an-tao/trantor/pull/241", [
        "ERROR: Missing prebuilt package for 'gtest/1.10.0', 'openssl/1.1.1t'",
        V("WARN: Can't find a 'electric-fence/2.2.0@lasote/stable' package for the specified options and settings:\n"
          "- Settings: arch=x86_64, build_type=Debug, compiler=gcc, compiler.version=5.4, os=Linux\n- Options: shared=False\n\n"
          "ERROR: Missing prebuilt package for 'electric-fence/2.2.0@lasote/stable'\nTry to build it from sources with \"--build electric-fence\"\n"
          "Or read \"http://docs.conan.io/en/latest/faq/troubleshooting.html#error-missing-prebuilt-package\"",
          src="https://github.com/conan-io/conan/issues/1388", cmd="conan install ../ -s build_type=Debug", cls="multiline"),
        V("ERROR: Missing prebuilt package for 'termcap/1.3.1'\nCheck the available packages using 'conan list termcap/1.3.1:* -r=remote'\n"
          "or try to build locally from sources using the '--build=termcap/1.3.1' argument\n\n"
          "More Info at 'https://docs.conan.io/en/2/knowledge/faq.html#error-missing-prebuilt-package'",
          src="https://github.com/conan-io/conan-center-index/pull/16435", os=_M),
        V("ERROR: Missing prebuilt package for 'zlib/1.2.8@lasote/stable'\nTry to build it from sources with \"--build zlib\"\n"
          "Or read \"http://docs.conan.io/en/latest/faq/troubleshooting.html#error-missing-prebuilt-package\"",
          src="https://github.com/conan-io/conan/issues/1067", os=_M,
          cmd="conan install .. -s compiler=apple-clang -s compiler.version=7.0 -s compiler.libcxx=libc++"),
    ], cmd="conan install .", os=("linux", "macos", "windows"), n=8),
]

QUERIES = [
    Q("openocd unable to find a matching CMSIS-DAP device", "f16-openocd-no-cmsis-dap", "plain"),
    Q("openocd 找不到 CMSIS-DAP 调试器", "f16-openocd-no-cmsis-dap", "zh"),
    Q("openocd cmsis-dap could not claim interface resource busy CMD_INFO failed", "f16-openocd-cmsis-dap-claim-busy", "plain"),
    Q("openocd 连 cmsis-dap 报 Resource busy CMD_INFO failed", "f16-openocd-cmsis-dap-claim-busy", "zh"),
    Q("openocd the specified debug interface was not found cmsis-dap", "f16-openocd-interface-not-built", "plain"),
    Q("openocd 提示 debug interface cmsis-dap 不存在", "f16-openocd-interface-not-built", "zh"),
    Q("west build can't find the zephyr repository ZEPHYR_BASE is unset", "f16-west-zephyr-base-unset", "plain"),
    Q("west build 找不到 zephyr 仓库 ZEPHYR_BASE 没设置", "f16-west-zephyr-base-unset", "zh"),
    Q("west invalid choice build outside workspace", "f16-west-invalid-choice-build", "plain"),
    Q("west 没有 build 命令 invalid choice", "f16-west-invalid-choice-build", "zh"),
    Q("west ZEPHYR_BASE in calling environment implies a different ZEPHYR_BASE boilerplate.cmake", "f16-west-zephyr-base-mismatch", "plain"),
    Q("环境变量 ZEPHYR_BASE 和 west 配置不一致 找不到 boilerplate.cmake", "f16-west-zephyr-base-mismatch", "zh"),
    Q("west init FATAL ERROR already initialized aborting", "f16-west-already-initialized", "plain"),
    Q("west init 报 already initialized 无法初始化", "f16-west-already-initialized", "zh"),
    Q("sqlite3 shell unable to open database Manifest.db", "f16-sqlite3-cli-cannot-open", "plain"),
    Q("sqlite3 命令行打不开数据库文件 Manifest.db", "f16-sqlite3-cli-cannot-open", "zh"),
    Q("python sqlite3.OperationalError unable to open database file", "f16-python-sqlite-cannot-open", "plain"),
    Q("python sqlite3 连接报 unable to open database file", "f16-python-sqlite-cannot-open", "zh"),
    Q("ruby SQLite3::CantOpenException unable to open database file windows", "f16-ruby-sqlite-cantopen", "plain"),
    Q("ruby sqlite3 CantOpenException 打不开数据库", "f16-ruby-sqlite-cantopen", "zh"),
    Q("gcloud you do not currently have an active account selected", "f16-gcloud-no-active-account", "plain"),
    Q("gcloud 提示当前没有选中的活动账号 需要 auth login", "f16-gcloud-no-active-account", "zh"),
    Q("conan install missing prebuilt package build missing", "f16-conan-missing-prebuilt", "plain"),
    Q("conan install 缺少预编译包 Missing prebuilt package", "f16-conan-missing-prebuilt", "zh"),
]
