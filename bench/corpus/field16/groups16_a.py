# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part a: microcontroller flashing and board tools (avrdude, esptool, dfu-util,
arduino-cli, PlatformIO) and Ansible's role look-ups."""

from fieldspec import G, Q, V

_W = ("windows",)
_L = ("linux",)
_M = ("macos",)


def _sync(resp: str, first: int, last: int, recv: bool = True) -> str:
    lines = []
    for i in range(first, last + 1):
        if recv:
            lines.append("avrdude: stk500_recv(): programmer is not responding")
        lines.append(f"avrdude: stk500_getsync() attempt {i} of 10: not in sync: resp={resp}")
    return "\n".join(lines)


GROUPS = [
    # avrdude: the board never answers the bootloader's handshake. The resp byte is whatever noise the
    # serial line carried (0x00, 0x01, 0x2e, 0xb3 in the threads); every thread's fix is the same
    # checklist (port, cable, board type, bootloader), so the byte does not split the group.
    G("f16-avrdude-not-in-sync", "avrdude", "multiline", "https://github.com/gepd/Deviot/issues/199", [
        V(_sync("0x00", 2, 10) + "\navrdude done.  Thank you.\n*** [program] Error 1", os=_L, shell="bash"),
        V(_sync("0x01", 1, 10) + "\nProblem uploading to board.  See\nhttp://www.arduino.cc/en/Guide/Troubleshooting#upload for suggestions.",
          os=_W, src="https://github.com/arduino/Arduino/issues/2767"),
        V("avrdude: stk500_getsync() attempt 10 of 10: not in sync: resp=0x2e\nProblem uploading to board.  See "
          "https://support.arduino.cc/hc/en-us/sections/360003198300 for suggestions.",
          src="https://github.com/shihaipeng03/Sunflower/issues/2", cls="everyday"),
        V("avrdude: stk500_recv(): programmer is not responding\navrdude: stk500_getsync() attempt 1 of 10: not in sync: resp=0x00",
          src="https://github.com/arduino/arduino-pro-ide/issues/221", os=_M),
        V("avrdude: stk500_getsync() attempt 1 of 10: not in sync: resp=0xb3",
          src="https://github.com/electricityforprogress/BiodataSonificationBreadboardKit/issues/11", cls="everyday"),
        V(_sync("0x00", 1, 10) + "\nProblem uploading to board.", src="https://github.com/miguelbalboa/rfid/issues/326", os=_W),
    ], cmd="pio run -t upload", os=("linux", "windows", "macos"), n=6),

    # esptool: the chip was not put into download mode. The boot-mode byte (0x13, 0x12) is the strapping
    # the chip reported; the fix (hold BOOT, or a reset capacitor) is the same.
    G("f16-esptool-wrong-boot-mode", "esptool", "wrapper", "https://github.com/stanleyhuangyc/Freematics/issues/172", [
        V("Serial port /dev/cu.usbserial-01E71945\nConnecting......................................\n\n"
          "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x13)! The chip needs to be in download mode.\n"
          "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n*** [upload] Error 2",
          os=_M, tool="platformio"),
        V("esptool.py v4.6\nSerial port COM<<n>>\nConnecting......................................\n\n"
          "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x13)! The chip needs to be in download mode.\n"
          "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
          "Failed uploading: uploading error: exit status 2", os=_W, src="https://github.com/espressif/esptool/issues/961"),
        V("esptool.py v4.7.dev1\nSerial port /dev/ttyUSB<<n>>\nConnecting......................................\n\n"
          "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x12)! The chip needs to be in download mode.\n"
          "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
          "CMake Error at run_serial_tool.cmake:66 (message):", os=_L, tool="idf.py",
          src="https://github.com/espressif/esptool/issues/925", cls="runtime-value"),
        V("Auto-detected: COM<<n>>\nUploading .pio\\build\\esp32doit-devkit-v1\\firmware.bin\nesptool.py v4.5.1\nSerial port COM<<n>>\n"
          "Connecting......................................\n\n"
          "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x13)! The chip needs to be in download mode.\n"
          "For troubleshooting steps visit: https ://docs.espressif.com/projects/esptool/en/latest/troubleshooting. html\n*** [upload] Error 2",
          os=_W, tool="platformio", src="https://github.com/brettdottech/info-orbs/issues/311"),
        V("esptool.py v4.4\nSerial port /dev/ttyUSB<<n>>\nConnecting......................................\n\n"
          "A fatal error occurred: Failed to connect to ESP32: Wrong boot mode detected (0x13)! The chip needs to be in download mode.\n"
          "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html",
          os=_L, src="https://github.com/espressif/esptool/issues/831"),
    ], cmd="pio run -t upload", exit=2, os=("linux", "windows", "macos"), n=8),

    # dfu-util finds no device in DFU mode (not in bootloader) ...
    G("f16-dfu-util-no-device", "dfu-util", "wrapper", "https://github.com/google-coral/webcoral/issues/5", [
        V("dfu-util: Warning: Invalid DFU suffix signature\ndfu-util: A valid DFU suffix will be required in a future dfu-util release\n"
          "dfu-util: No DFU capable USB device available"),
        V("dfu-util: No DFU capable USB device available", src="https://github.com/Ralim/IronOS/issues/1408", cls="everyday"),
        V("dfu-util: No DFU capable USB device available\n*** [upload] Error 74", tool="platformio",
          src="https://github.com/sipeed/platform-gd32v/issues/10"),
        V("ERROR: No DFU capable USB device available\n\nExited with code 74 (dfu-util could not find device in flash mode)",
          os=_W, tool="kiibohd-configurator", src="https://github.com/kiibohd/configurator/issues/187"),
    ], cmd="dfu-util -D firmware.bin", exit=74, os=("linux", "macos"), n=6),
    # ... against a device that is there but cannot be opened (udev rules, driver).
    G("f16-dfu-util-cannot-open", "dfu-util", "multiline", "https://github.com/Spagett1/pineflash/issues/56", [
        V("Match vendor ID from file: 28e9\nMatch product ID from file: 0189\n"
          "dfu-util: Cannot open DFU device 28e9:0189 found on devnum <<n2>> (LIBUSB_ERROR_IO)\ndfu-util: No DFU capable USB device available"),
        V("dfu-util: Cannot open DFU device 28e9:0189\ndfu-util: No DFU capable USB device available",
          src="https://github.com/sipeed/platform-gd32v/issues/10", cls="everyday"),
    ], cmd="dfu-util -D Pinecil_EN.dfu", exit=74, os=_L, look="f16-dfu-util-no-device"),

    # arduino-cli: a vendor spelled with a capital letter (installed as arduino:avr) ...
    G("f16-arduino-cli-fqbn-case", "arduino-cli", "everyday", "https://github.com/arduino/arduino-cli/issues/2662", [
        "Error during build: Platform 'Arduino:avr' not found: platform not installed\nTry running `arduino-cli core install Arduino:avr`",
    ], cmd="arduino-cli compile --fqbn Arduino:avr:uno Blink.ino", os=("windows", "linux")),
    # ... against a platform that really is not installed.
    G("f16-arduino-cli-platform-not-installed", "arduino-cli", "everyday", "https://github.com/arduino/arduino-cli/issues/1356", [
        "Error during Upload: incorrect FQBN: platform arduino:avr is not installed",
    ], cmd="arduino-cli upload -p /dev/ttyACM0 --fqbn arduino:avr:uno", os=("linux", "macos"), look="f16-arduino-cli-fqbn-case"),
    G("f16-arduino-cli-platform-indexes", "arduino-cli", "wrapper", "https://github.com/arduino/arduino-cli/issues/900", [
        "Error creating instance: There were errors loading platform indexes",
        V("Error detecting boards: There were errors loading platform indexes", src="https://github.com/arduino/arduino-cli/issues/594",
          cmd="./arduino-cli board list"),
    ], cmd="arduino-cli compile -b arduino:avr:uno <<root>>/examples/01.Basics/AnalogReadSerial/AnalogReadSerial.ino", os=_L),

    # PlatformIO: the board id decides the fix (a typo, a board the installed platform lacks).
    G("f16-pio-unknown-board-diecimila", "platformio", "non-file-path", "https://github.com/platformio/platformio-home/issues/155", [
        V("PIO Core Call Error: \"The current working directory C:\\\\Users\\\\<<user>>\\\\Desktop\\\\scetch\\\\<<proj>> will be used for the project.\\r\\n\\r\\n"
          "The next files/directories have been created in C:\\\\Users\\\\<<user>>\\\\Desktop\\\\scetch\\\\<<proj>>\\r\\n"
          "include - Put project header files here\\r\\nlib - Put here project specific (private) libraries\\r\\n"
          "src - Put project source files here\\r\\nplatformio.ini - Project Configuration File\\r\\n\\n\\nError: Unknown board ID 'diecimilaatmega328'\"",
          os=_W),
        V("Error: Unknown board ID 'diecimilaatmega328'", cls="everyday"),
    ], cmd="pio project init --board diecimilaatmega328", os=("windows", "linux")),
    G("f16-pio-unknown-board-olimex-e407", "platformio", "non-file-path", "https://github.com/platformio/platform-ststm32/issues/354", [
        V("PIO Core Call Error: \"The current working directory <<home>>/Documents/PlatformIO/Projects/<<proj>> will be used for the project.\\n\\n"
          "The next files/directories have been created in <<home>>/Documents/PlatformIO/Projects/<<proj>>\\n"
          "include - Put project header files here\\nlib - Put here project specific (private) libraries\\n"
          "src - Put project source files here\\nplatformio.ini - Project Configuration File\\n\\n\\nError: Unknown board ID 'olimex_e407'\""),
        V("Error: Unknown board ID 'olimex_e407'", cls="everyday"),
    ], cmd="pio project init --board olimex_e407", os=_L, look="f16-pio-unknown-board-diecimila"),
    G("f16-pio-unknown-board-uno", "platformio", "non-file-path", "https://github.com/platformio/platformio-core/issues/1650", [
        V("PIO Core Call Error: The next files/directories have been created in C:\\Proyectos\\<<proj>>\\<<proj>>\n"
          "platformio.ini - Project Configuration File\nsrc - Put your source files here\n"
          "lib - Put here project specific (private) libraries\n\nError: Unknown board ID 'uno'", os=_W),
        V("Error: Unknown board ID 'uno'", cls="everyday"),
    ], cmd="pio run", os=("windows", "linux"), look="f16-pio-unknown-board-diecimila"),
    G("f16-pio-unknown-board-freenove-s3", "platformio", "version", "https://github.com/platformio/platformio-home/issues/9551", [
        V("PIO Core Call Error: \"Resolving freenove_esp32_s3_wroom dependencies...\\r\\n\\n\\nUnknownBoard: Unknown board ID 'freenove_esp32_s3_wroom'\"",
          os=_W),
        V("UnknownBoard: Unknown board ID 'freenove_esp32_s3_wroom'", cls="everyday"),
    ], cmd="pio project init --board freenove_esp32_s3_wroom", os=("windows", "macos"), look="f16-pio-unknown-board-diecimila"),

    # Ansible: the role the playbook names decides which role to install.
    G("f16-ansible-role-java-not-found", "ansible-playbook", "multiline", "https://github.com/leucos/ansible-tuto/issues/120", [
        "ERROR! the role 'geerlingguy.java' was not found in <<root>>/roles:<<home>>/.ansible/roles:/usr/share/ansible/roles:/etc/ansible/roles:<<root>>\n\n"
        "The error appears to have been in '<<root>>/jenkins.yaml': line <<line>>, column 7, but may\n"
        "be elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n"
        "  roles:\n    - role: geerlingguy.java\n      ^ here",
    ], cmd="ansible-playbook -i hosts jenkins.yaml", exit=1, os=("linux", "macos"), n=5),
    G("f16-ansible-role-devture-help-not-found", "ansible-playbook", "multiline",
      "https://github.com/spantaleev/matrix-docker-ansible-deploy/issues/2242", [
        "ERROR! the role 'galaxy/com.devture.ansible.role.playbook_help' was not found in <<root>>/roles:<<home>>/.ansible/roles:"
        "/usr/share/ansible/roles:/etc/ansible/roles:<<root>>\n\n"
        "The error appears to be in '<<root>>/setup.yml': line <<line>>, column 7, but may\n"
        "be elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n"
        "    # Most of the roles below are not distributed with the playbook, but downloaded separately using `ansible-galaxy` via the `make roles` command (see `Makefile`).\n"
        "    - role: galaxy/com.devture.ansible.role.playbook_help\n      ^ here",
    ], cmd="ansible-playbook -i inventory/hosts setup.yml --tags=setup-all", os=_L, look="f16-ansible-role-java-not-found"),
    # ansible-galaxy: a role the server does not have under that name (1.9's wording, then 2.5's).
    G("f16-galaxy-geerlingguy-ansible-missing", "ansible-galaxy", "version", "https://github.com/ansible/ansible/issues/11556", [
        "- downloading role 'ansible', owned by geerlingguy\n- sorry, geerlingguy.ansible was not found on galaxy.ansible.com.",
        V("- downloading role 'ansible', owned by geerlingguy\n- sorry, geerlingguy.ansible was not found on galaxy.ansible.com.\n"
          "- you can use --ignore-errors to skip failed roles.", src="https://github.com/geerlingguy/ansible-role-ansible/issues/2", os=_L),
    ], cmd="ansible-galaxy install -r requirements.yml", os=("macos", "linux")),
    G("f16-galaxy-kubernetes-modules-missing", "ansible-galaxy", "version", "https://github.com/ansible/ansible-kubernetes-modules/issues/34", [
        "- downloading role 'kubernetes-modules', owned by ansible\n"
        " [WARNING]: - ansible.kubernetes-modules was NOT installed successfully: - sorry, ansible.kubernetes-modules was not found on https://galaxy.ansible.com.\n\n"
        "ERROR! - you can use --ignore-errors to skip failed roles and finish processing the list.",
        V("- downloading role 'kubernetes-modules', owned by ansible\n"
          " [WARNING]: - ansible.kubernetes-modules was NOT installed successfully: -\n"
          "sorry, ansible.kubernetes-modules was not found on https://galaxy.ansible.com.\n"
          "ERROR! - you can use --ignore-errors to skip failed roles and finish processing the list.",
          src="https://github.com/kubevirt/kubevirt-ansible/issues/150", os=_L),
    ], cmd="ansible-galaxy install ansible.kubernetes-modules", os=("macos", "linux"), look="f16-galaxy-geerlingguy-ansible-missing"),
    G("f16-galaxy-tersmitten-postfix-missing", "ansible-galaxy", "version", "https://github.com/Oefenweb/ansible-postfix/issues/47", [
        "[WARNING]: - tersmitten.postfix was NOT installed successfully: - sorry,\ntersmitten.postfix was not found on https://galaxy.ansible.com.",
    ], cmd="ansible-galaxy install tersmitten.postfix", os=_L, look="f16-galaxy-geerlingguy-ansible-missing"),
]

QUERIES = [
    Q("arduino upload fails programmer not responding not in sync", "f16-avrdude-not-in-sync", "plain"),
    Q("arduino 上传失败 avrdude 不同步 programmer is not responding", "f16-avrdude-not-in-sync", "zh"),
    Q("esp32 flashing fails chip needs to be in download mode", "f16-esptool-wrong-boot-mode", "plain"),
    Q("ESP32 烧录失败 提示需要进入下载模式", "f16-esptool-wrong-boot-mode", "zh"),
    Q("dfu-util can't find my board in DFU mode", "f16-dfu-util-no-device", "plain"),
    Q("dfu-util 找不到 DFU 设备 板子没进 bootloader", "f16-dfu-util-no-device", "zh"),
    Q("dfu-util cannot open DFU device LIBUSB_ERROR_IO on linux", "f16-dfu-util-cannot-open", "plain"),
    Q("dfu-util 能识别设备但打不开 LIBUSB_ERROR_IO", "f16-dfu-util-cannot-open", "zh"),
    Q("arduino-cli says platform not installed although core install says already installed", "f16-arduino-cli-fqbn-case", "plain"),
    Q("arduino-cli 明明装了 avr 核心还说 platform not installed", "f16-arduino-cli-fqbn-case", "zh"),
    Q("arduino-cli upload incorrect FQBN platform is not installed", "f16-arduino-cli-platform-not-installed", "plain"),
    Q("arduino-cli 上传时报 FQBN 不正确 平台没安装", "f16-arduino-cli-platform-not-installed", "zh"),
    Q("arduino-cli errors loading platform indexes on first run", "f16-arduino-cli-platform-indexes", "plain"),
    Q("arduino-cli 第一次用就报 errors loading platform indexes", "f16-arduino-cli-platform-indexes", "zh"),
    Q("platformio unknown board id diecimilaatmega328", "f16-pio-unknown-board-diecimila", "plain"),
    Q("PlatformIO 新建项目 diecimilaatmega328 板子 ID 不认识", "f16-pio-unknown-board-diecimila", "zh"),
    Q("platformio olimex_e407 unknown board although it is in the docs", "f16-pio-unknown-board-olimex-e407", "plain"),
    Q("PlatformIO 文档里有 olimex_e407 却提示未知板子", "f16-pio-unknown-board-olimex-e407", "zh"),
    Q("platformio unknown board id uno on every board", "f16-pio-unknown-board-uno", "plain"),
    Q("PlatformIO 选 uno 也提示 Unknown board ID", "f16-pio-unknown-board-uno", "zh"),
    Q("platformio freenove esp32 s3 wroom board not found", "f16-pio-unknown-board-freenove-s3", "plain"),
    Q("PlatformIO 找不到 freenove_esp32_s3_wroom 开发板", "f16-pio-unknown-board-freenove-s3", "zh"),
    Q("ansible playbook role geerlingguy.java not found", "f16-ansible-role-java-not-found", "plain"),
    Q("ansible 运行剧本提示找不到 geerlingguy.java 角色", "f16-ansible-role-java-not-found", "zh"),
    Q("matrix docker ansible deploy playbook_help role not found before make roles", "f16-ansible-role-devture-help-not-found", "plain"),
    Q("matrix-docker-ansible-deploy 报 playbook_help 角色找不到", "f16-ansible-role-devture-help-not-found", "zh"),
    Q("ansible-galaxy cannot find geerlingguy.ansible role", "f16-galaxy-geerlingguy-ansible-missing", "plain"),
    Q("ansible-galaxy 安装 geerlingguy.ansible 提示 sorry not found", "f16-galaxy-geerlingguy-ansible-missing", "zh"),
    Q("ansible.kubernetes-modules was NOT installed successfully galaxy", "f16-galaxy-kubernetes-modules-missing", "plain"),
    Q("ansible-galaxy 装 kubernetes-modules 角色失败 找不到", "f16-galaxy-kubernetes-modules-missing", "zh"),
    Q("tersmitten.postfix role missing from ansible galaxy", "f16-galaxy-tersmitten-postfix-missing", "plain"),
    Q("ansible galaxy 上找不到 tersmitten.postfix", "f16-galaxy-tersmitten-postfix-missing", "zh"),
]
