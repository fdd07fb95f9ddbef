"""Field set 2, errors Chinese users quote: conda and a mirror, OpenCV given an unread image; Remove-Item refused.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. conda's
"HTTP 000 CONNECTION FAILED" names each thread's own mirror URL (channel, platform, repodata or package), a
non-file-path value; its look-alike is old conda timing out on the official repo.continuum.io, fixed by dropping
that channel, not by changing the mirror. OpenCV's `!_src.empty()` in cvtColor follows an imread that returned
nothing (a Chinese folder name, a wrong path), quoted in Chinese and English threads across OpenCV versions.
PowerShell's Remove-Item "Access to the path … is denied" (a file the system holds) is the look-alike of its "You do
not have sufficient access rights" on read-only items, which `-Force` removes.
"""

from __future__ import annotations

from fieldspec import G, V

_HTTP000 = "CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://mirrors.tuna.tsinghua.edu.cn/anaconda/"
_RETRY = ("Elapsed: -\n\nAn HTTP error occurred when trying to retrieve this URL.\n"
          "HTTP errors are often intermittent, and a simple retry will get you on your way.")
_META = "Collecting package metadata (current_repodata.json): failed\n\n"
_CVT = "error: (-215:Assertion failed) !_src.empty() in function "
_RM_FQ = "    + FullyQualifiedErrorId : RemoveFileSystemItemUnAuthorizedAccess,Microsoft.PowerShell.Commands.RemoveItemCommand"


def _tuna(path: str, channel: str) -> str:
    return (_META + _HTTP000 + path + ">\n" + _RETRY + "\n'https://mirrors.tuna.tsinghua.edu.cn/anaconda/" + channel
            + "'")


GROUPS = [
    G("f2-conda-http-000-tuna", "conda", "non-file-path", "https://github.com/tuna/issues/issues/1263", [
        _tuna("cloud/conda-forge/win-64/current_repodata.json", "cloud/conda-forge/win-64"),
        V(_tuna("cloud/pytorch/linux-64/current_repodata.json", "cloud/pytorch/linux-64"),
          src="https://github.com/tuna/issues/issues/1520", os="linux", cmd="conda create -n env python=3.8"),
        V(_tuna("cloud/conda-forge/osx-64/current_repodata.json", "cloud/conda-forge/osx-64"),
          src="https://github.com/tuna/tunasync/issues/154", os="macos", cmd="conda create --name PSSH  python=3.8 -y"),
        V(_tuna("pkgs/main/win-64/current_repodata.json", "pkgs/main/win-64"),
          src="https://github.com/tuna/issues/issues/1527", cmd="conda create -n myenv numpy"),
        V(_HTTP000 + "pkgs/free/win-64/current_repodata.json>\n" + _RETRY
          + "\n'https://mirrors.tuna.tsinghua.edu.cn/anaconda/pkgs/free/win-64'",
          src="https://github.com/ContinuumIO/anaconda-issues/issues/11719", tool="anaconda-navigator", cmd="",
          cls="two-programs"),
        V(_HTTP000 + "cloud/pytorch/win-64/pytorch-1.6.0-py3.7_cuda102_cudnn7_0.tar.bz2>\n" + _RETRY,
          src="https://github.com/tuna/issues/issues/1007", cmd="conda install torchvision -c pytorch -y",
          cls="runtime-value"),
    ], cmd="conda update conda", os=("windows",), look="f2-conda-http-none-timeout", n=12),
    G("f2-conda-http-none-timeout", "conda", "multiline", "https://github.com/tuna/mirror-web/issues/59", [
        "Fetching package metadata ..........\n\nCondaHTTPError: HTTP None None\nfor url <None>\n\n"
        "An HTTP error occurred when trying to retrieve this URL.\n"
        "ConnectTimeout(MaxRetryError(\"HTTPSConnectionPool(host='repo.continuum.io', port\n"
        "=443): Max retries exceeded with url: /pkgs/free/win-64/repodata.json.bz2 (Cause\n"
        "d by ConnectTimeoutError(<requests.packages.urllib3.connection.VerifiedHTTPSConn\n"
        "ection object at 0x00000000051A5C88>, 'Connection to repo.continuum.io timed out\n"
        ". (connect timeout=6.1)'))\",),)",
    ], cmd="conda install -c conda-forge basemap-data-hires", os=("windows",), shells=("cmd",), n=4),
    G("f2-opencv-cvtcolor-empty", "opencv", "everyday", "https://github.com/KlingAIResearch/LivePortrait/issues/279", [
        "cv2.error: OpenCV(4.10.0) D:\\a\\opencv-python\\opencv-python\\opencv\\modules\\imgproc\\src\\color.cpp:196: "
        + _CVT + "'cv::cvtColor'",
        V("cv2.error: OpenCV(3.4.4) C:\\projects\\opencv-python\\opencv\\modules\\imgproc\\src\\color.cpp:181: " + _CVT
          + "'cv::cvtColor‘", src="https://github.com/luanshiyinyang/FacialExpressionRecognition/issues/51", cls="version"),
        V("Traceback (most recent call last):\n  File \"extract_frame1.py\", line 64, in <module>\n    detect_dir(mp4[:-4])\n"
          "  File \"extract_frame1.py\", line 47, in detect_dir\n"
          "    detect_image(imagename=file, savepath=file[:-4]+'.txt')\n"
          "  File \"extract_frame1.py\", line 25, in detect_image\n    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)\n"
          "cv2.error: OpenCV(4.1.0) /io/opencv/modules/imgproc/src/color.cpp:182: " + _CVT + "'cvtColor'",
          src="https://github.com/yiranran/Audio-driven-TalkingFace-HeadPose/issues/36", os="linux",
          cmd="python extract_frame1.py", cls="multiline"),
        V("Traceback (most recent call last):\n  File \"main.py\", line 387, in <module>\n    main(args)\n"
          "  File \"main.py\", line 299, in main\n    roi = cv2.cvtColor(roi, cv2.COLOR_BGR2HSV)\n"
          "cv2.error: OpenCV(3.4.4) C:\\projects\\opencv-python\\opencv\\modules\\imgproc\\src\\color.cpp:181: " + _CVT
          + "'cv::cvtColor'", src="https://github.com/hoanglehaithanh/Traffic-Sign-Detection/issues/6", cmd="python main.py",
          cls="multiline"),
        V("DZ_Face_Detailer\nOpenCV(4.10.0) D:\\a\\opencv-python\\opencv-python\\opencv\\modules\\imgproc\\src\\color.cpp:196: "
          + _CVT + "'cv::cvtColor'", src="https://github.com/nicofdga/DZ-FaceDetailer/issues/24", tool="comfyui",
          cmd="python main.py", cls="wrapper"),
        V("cv2.error: OpenCV(4.5.4-dev) /tmp/pip-req-build-h45n7_hz/opencv/modules/imgproc/src/color.cpp:182: " + _CVT
          + "'cvtColor'", src="https://github.com/ehanhalici/digital-number-ocr/issues/1", os="linux", cmd="python use.py",
          cls="version"),
    ], cmd="python inference.py", os=("windows",), n=12),
    G("f2-ps-remove-item-denied", "powershell", "multiline", "https://github.com/zoicware/RemoveWindowsAI/issues/40", [
        "Remove-Item : Cannot remove item C:\\Program Files\\Microsoft Office\\root\\vfs\\ProgramFilesCommonX64\\Microsoft\n"
        "Shared\\Office16\\AI\\SDK\\Microsoft.WindowsAppRuntime.dll: Access to the path 'Microsoft.WindowsAppRuntime.dll' "
        "is denied.\nAt line:1301 char:17\n+                 Remove-Item $path -Recurse -Force\n"
        "+                 ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
        "    + CategoryInfo          : PermissionDenied: (Microsoft.WindowsAppRuntime.dll:FileInfo) [Remove-Item], "
        "Unauthorized\n   AccessException\n" + _RM_FQ,
        V("Remove-Item : Cannot remove item C:\\microwinscratch\\Program Files\\Windows Media Player\\de-DE\\"
          "WMPMediaSharing.dll.mui: Access to the path is denied.", src="https://github.com/ChrisTitusTech/winutil/pull/1184",
          tool="winutil", cmd="winutil.ps1", cls="version"),
    ], cmd="RemoveWindowsAI.ps1", os=("windows",), shells=("powershell",), look="f2-ps-remove-item-rights", n=6),
    G("f2-ps-remove-item-rights", "powershell", "multiline", "https://github.com/Seidlm/PowerShell-Backup-Script/issues/3", [
        "Remove-Item : Cannot remove item C:\\Users\\UserName\\Downloads\\Backup-2020-02-26-1212\\Documents\\SomeFolder\\"
        "a_file.pdf: You do not have sufficient access rights to perform this operation.\nAt line:1 char:1\n"
        "+ Remove-Item -Path .\\Backup-2020-02-26-1212 -Recurse\n+ " + "~" * 51 + "\n"
        "    + CategoryInfo          : PermissionDenied: (a_file.pdf:FileInfo) [Remove-Item], IOException\n" + _RM_FQ,
        V("Remove-Item : Cannot remove item E:\\Code\\Crypto\\Sniffdogminer\\Bin\\NVIDIA-KlausT\\vcruntime140.dll: You do not "
          "have\nsufficient access rights to perform this operation.\n" + _RM_FQ,
          src="https://github.com/Sniffdog/Sniffdogminer/issues/40", tool="sniffdogminer", cmd="SniffDog.ps1", cls="wrapper"),
    ], cmd="Remove-Item -Path .\\Backup-2020-02-26-1212 -Recurse", os=("windows",), shells=("powershell",), n=4),
]
