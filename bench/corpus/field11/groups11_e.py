"""Field set 11, part e: Windows error codes seen through Python, Rust, Zig and tools built on them,
in Chinese and English (1455 paging file, 183 file exists, 267 not a directory, 206 name too long:
look-alikes that differ only in the code), sudo's unresolvable host name, dpkg's failed
post-installation scripts (look-alikes by package and exit status) and Termux's apt lock. Every
message is copied from the thread in its `src`; only `<<slot>>` values vary."""

from fieldspec import G, Q, V

WECLIP_5 = "https://github.com/zbf1991/WeCLIP/issues/5"
BERTVITS_5 = "https://github.com/YYuX-1145/Bert-VITS2-Integration-package/issues/5"
SEGMENT_118 = "https://github.com/yassouali/pytorch-segmentation/issues/118"
KRITA_1898 = "https://github.com/Acly/krita-ai-diffusion/issues/1898"
ZIG_23667 = "https://github.com/ziglang/zig/issues/23667"
VISBEAT_6 = "https://github.com/haofanwang/visbeat3/issues/6"
RESONANCE_30 = "https://github.com/Night-stars-1/Auto_Resonance/issues/30"
PIOHOME_3885 = "https://github.com/platformio/platformio-home/issues/3885"
CHATGLM_993 = "https://github.com/zai-org/ChatGLM-6B/issues/993"
DEBLUR_158 = "https://github.com/KupynOrest/DeblurGAN/issues/158"
YOLOV8_7 = "https://github.com/CengizhanYurdakul/YOLOv8-Openvino/issues/7"
GNS3_562 = "https://github.com/GNS3/gns3-gui/issues/562"
XDM_189 = "https://github.com/lad1337/XDM/issues/189"
RUNCHER_6 = "https://github.com/Frodo45127/runcher/issues/6"
SDPS_11 = "https://github.com/guanyingc/SDPS-Net/issues/11"
YOLOWORLD_175 = "https://github.com/AILab-CVC/YOLO-World/issues/175"
CAPTIONER_534 = "https://github.com/WEIFENG2333/VideoCaptioner/issues/534"
APPLIO_505 = "https://github.com/IAHispano/Applio/issues/505"
HOSTS_962 = "https://github.com/racaljk/hosts/issues/962"
DOWNBURST_3 = "https://github.com/ceph/downburst/issues/3"
EZREALM_2 = "https://github.com/qqrrooty/EZrealm/issues/2"
KEJILION_23 = "https://github.com/kejilion/sh/issues/23"
RASPIARDUINO_135 = "https://github.com/me-no-dev/RasPiArduino/issues/135"
ANLINUX_293 = "https://github.com/EXALAB/AnLinux-App/issues/293"
WAZUH_20173 = "https://github.com/wazuh/wazuh/issues/20173"
SIGNAGE_6 = "https://github.com/marco-buratto/signage-orchestrator/issues/6"
FOSSOLOGY_1194 = "https://github.com/fossology/fossology/issues/1194"
YERD_73 = "https://github.com/forjedio/yerd/issues/73"
TERMUX_679 = "https://github.com/termux-play-store/termux-issues/issues/679"

_PAGING = "OSError: [WinError 1455] 页面文件太小，无法完成操作。 Error loading \"{0}\" or one of its dependencies."
_NOTDIR = "NotADirectoryError: [WinError 267] 目录名称无效。: {0}"
_TOOLONG = "FileNotFoundError: [WinError 206] 文件名或扩展名太长。: {0}"
_DPKG_TAIL = "\nErrors were encountered while processing:\n {0}\nE: Sub-process /usr/bin/dpkg returned an error code (1)"

GROUPS = [
    G("winerror-1455-paging-file-too-small", "python", "two-programs", WECLIP_5, [
        V(_PAGING.format(r"D:\Anaconda3\envs\<<proj>>\lib\site-packages\torch\lib\cudnn_cnn_infer64_8.dll"),
          locale="zh", cls="locale"),
        V(_PAGING.format(r"D:\Bert-VITS2-Integration-Package\venv\lib\site-packages\torch\lib\cublas64_11.dll"),
          src=BERTVITS_5, locale="zh", cls="locale"),
        V(_PAGING.format(r"F:\anaconda3\envs\pytorch\lib\site-packages\torch\lib\caffe2_detectron_ops_gpu.dll"),
          src=SEGMENT_118, locale="zh", cls="locale"),
        V("Server execution error: The paging file is too small for this operation to complete. (os error 1455)",
          src=KRITA_1898, tool="krita-ai-diffusion", cls="wrapper"),
        V("The paging file is too small for this operation to complete.", src=ZIG_23667, tool="zig"),
    ], cmd="python train.py", os=("windows",), n=10),
    G("winerror-183-file-already-exists", "python", "two-programs", VISBEAT_6, [
        V("FileExistsError: [WinError 183] 当文件已存在时，无法创建该文件。: './VisBeatAssets/VideoSources\\\\video\\\\"
          "VideoSource.json' -> './VisBeatAssets/VideoSources\\\\video\\\\Data\\\\Backups\\\\\\\\VideoSource.json'",
          locale="zh", cls="locale"),
        V("FileExistsError: [WinError 183] 当文件已存在时，无法创建该文件。", src=RESONANCE_30, locale="zh",
          cls="locale"),
        V("Server error: {\"type\":\"FileExistsError\",\"args\":[17,\"Cannot create a file when that file already "
          "exists\"],\"message\":\"[WinError 183] Cannot create a file when that file already exists: "
          "'C:\\\\\\\\Users\\\\\\\\<<user>>\\\\\\\\Downloads copy'\"}", src=PIOHOME_3885, tool="platformio",
          cls="wrapper"),
    ], cmd="python train.py", os=("windows",), n=8, look="windows-invalid-filename-123"),
    G("winerror-267-not-a-directory", "python", "two-programs", CHATGLM_993, [
        V(_NOTDIR.format("'C:\\\\Program Files (x86)\\\\Graphviz 2.28\\\\bin\\\\dot.exe'"), locale="zh", cls="locale"),
        V(_NOTDIR.format("'./datasets/blurred_sharp/blurred\\\\1.png'"), src=DEBLUR_158, locale="zh", cls="locale"),
        V(_NOTDIR.format("'C:\\\\Users\\\\<<user>>\\\\AppData\\\\Local\\\\Temp\\\\tmp<<hex8>>\\\\model.bin'"), src=YOLOV8_7,
          locale="zh", cls="locale"),
        V("NotADirectoryError: [WinError 267] The directory name is invalid", src=GNS3_562),
        V("WindowsError: [Error 267] The directory name is invalid", src=XDM_189, cls="version"),
        V("The directory name is invalid. (os error 267)", src=RUNCHER_6, tool="runcher"),
    ], cmd="python main.py", os=("windows",), n=10, look="windows-invalid-filename-123"),
    G("winerror-206-filename-too-long", "python", "two-programs", SDPS_11, [
        V(_TOOLONG.format("'data/logdir/UPS_Synth_Dataset\\\\CVPR2019\\\\1-11,LCNet,max,adam,cos,ba_h-32,sc_h-128,"
                          "cr_h-128,in_r-0.0005,no_w-1,di_w-1,in_w-1,in_m-32,di_s-36,in_s-20,in_mask,s1_est_d,s1_est_i,"
                          "color_aug,int_aug,concat_data\\\\logdir\\\\train\\\\Images'"), locale="zh", cls="locale"),
        V(_TOOLONG.format("'D:\\anaconda3\\envs\\openmmlab\\Lib\\site-packages\\shiboken6'"), src=YOLOWORLD_175,
          locale="zh", cls="locale"),
        V("yt_dlp.utils.DownloadError: ERROR: unable to create directory [WinError 206] 文件名或扩展名太长。: "
          "'D:\\\\VideoCaptioner\\\\work-dir\\\\I’m blown away by the technology in China which is light years ahead "
          "of what I see in the UK 😫  You can predict to the second when the driver will arrive. So convenient!!  "
          "#china #technology #travelchina #lifeinchina #shanghai'", src=CAPTIONER_534, tool="yt-dlp", locale="zh",
          cls="wrapper"),
        V("FileNotFoundError: [WinError 206] The filename or extension is too long", src=APPLIO_505),
    ], cmd="python train.py", os=("windows",), n=8, look="winerror-267-not-a-directory"),
    G("sudo-unable-to-resolve-host", "sudo", "runtime-value", KEJILION_23, [
        "sudo: unable to resolve host myvps2000: Name or service not known",
        V("sudo: 无法解析主机：zed-To-be-filled-by-O-E-M", src=HOSTS_962, locale="zh", cls="locale"),
        V("sudo: unable to resolve host chef-node-01", src=DOWNBURST_3, cls="version"),
        V("sudo: unable to resolve host bruised-force: Name or service not known", src=EZREALM_2),
        V("sudo: unable to resolve host piduino: Name or service not known", src=RASPIARDUINO_135),
    ], cmd="sudo -i", exit=0, os=("linux",), n=6),
    G("dpkg-postinst-debconf-127", "dpkg", "multiline", ANLINUX_293, [
        "dpkg: error processing package debconf (--configure):\n installed debconf package post-installation script "
        "subprocess returned error exit status 127" + _DPKG_TAIL.format("debconf"),
    ], cmd="apt upgrade", exit=100, os=("linux",)),
    G("dpkg-postinst-wazuh-agent-7", "dpkg", "everyday", WAZUH_20173, [
        "installed wazuh-agent package post-installation script subprocess returned error exit status 7",
    ], cmd="dpkg -i ./wazuh-agent.deb", exit=1, os=("linux",), look="dpkg-postinst-debconf-127"),
    G("dpkg-postinst-signage-backend-30", "dpkg", "multiline", SIGNAGE_6, [
        "dpkg: error processing package signage-orchestrator-backend (--configure):\n installed "
        "signage-orchestrator-backend package post-installation script subprocess returned error exit status 30\n"
        "Processing triggers for mariadb-server (1:10.11.11-0ubuntu0.24.04.2) ..."
        + _DPKG_TAIL.format("signage-orchestrator-backend"),
    ], cmd="apt install ./signage-orchestrator-backend_1.2-3_all.deb", exit=100, os=("linux",),
      look="dpkg-postinst-debconf-127"),
    G("dpkg-postinst-fossology-1", "dpkg", "version", FOSSOLOGY_1194, [
        "Setting up fossology (3.3.0-1) ...\ndpkg: error processing package fossology (--configure):\n subprocess "
        "installed post-installation script returned error exit status 1" + _DPKG_TAIL.format("fossology"),
    ], cmd="apt-get install -f", exit=100, os=("linux",), look="dpkg-postinst-debconf-127"),
    G("dpkg-postinst-yerd-1", "apt", "version", YERD_73, [
        "Error: error processing package yerd (--configure):\n installed yerd package post-installation script "
        "subprocess returned error exit status 1",
    ], cmd="sudo apt update", exit=100, os=("linux",), look="dpkg-postinst-fossology-1"),
    G("termux-dpkg-lock-held", "apt", "non-file-path", TERMUX_679, [
        "Waiting for cache lock: Could not get lock /data/data/com.termux/files/usr/var/lib/dpkg/lock-frontend. It is "
        "held by process <<pid>> (linker64)",
    ], cmd="pkg install python", exit=100, os=("linux",), shells=("bash",)),
]

QUERIES = [
    Q("pytorch on windows fails loading a dll, paging file too small", "winerror-1455-paging-file-too-small",
      "plain"),
    Q("Windows 上 torch 加载 dll 报页面文件太小", "winerror-1455-paging-file-too-small", "zh"),
    Q("python on windows can't create the file because it already exists", "winerror-183-file-already-exists",
      "plain"),
    Q("文件已经存在 所以无法创建 WinError 183", "winerror-183-file-already-exists", "zh"),
    Q("listing a folder on windows but I passed a file path, directory name invalid",
      "winerror-267-not-a-directory", "plain"),
    Q("目录名称无效 把文件路径当成了文件夹", "winerror-267-not-a-directory", "zh"),
    Q("windows path too long for python to open", "winerror-206-filename-too-long", "plain"),
    Q("Windows 文件名或扩展名太长 打不开", "winerror-206-filename-too-long", "zh"),
    Q("sudo warns it can't resolve my own hostname after renaming the machine", "sudo-unable-to-resolve-host",
      "plain"),
    Q("改了主机名后 sudo 提示无法解析主机", "sudo-unable-to-resolve-host", "zh"),
    Q("debconf fails to configure during upgrade with status 127", "dpkg-postinst-debconf-127", "plain"),
    Q("升级时 debconf 配置失败 返回 127", "dpkg-postinst-debconf-127", "zh"),
    Q("wazuh agent package setup script failed with status 7", "dpkg-postinst-wazuh-agent-7", "plain"),
    Q("wazuh-agent 安装后配置脚本返回 7", "dpkg-postinst-wazuh-agent-7", "zh"),
    Q("signage orchestrator backend install fails, script exit status 30", "dpkg-postinst-signage-backend-30",
      "plain"),
    Q("signage-orchestrator-backend 安装脚本返回 30", "dpkg-postinst-signage-backend-30", "zh"),
    Q("fossology deb won't configure after install", "dpkg-postinst-fossology-1", "plain"),
    Q("fossology 包配置失败 安装后脚本出错", "dpkg-postinst-fossology-1", "zh"),
    Q("every apt update complains yerd's post install script failed", "dpkg-postinst-yerd-1", "plain"),
    Q("每次 apt update 都提示 yerd 配置失败", "dpkg-postinst-yerd-1", "zh"),
    Q("termux pkg waits forever because another process holds the dpkg lock", "termux-dpkg-lock-held", "plain"),
    Q("termux 安装时一直在等待 dpkg 锁", "termux-dpkg-lock-held", "zh"),
]
