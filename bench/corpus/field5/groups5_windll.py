"""Field set 5: Windows DLL loading through Python, mostly on Chinese Windows (找不到指定的模块 is
ERROR_MOD_NOT_FOUND's Chinese text). The DLL torch cannot load, and the extension module whose DLL
import failed, are the things that are wrong (fbgemm.dll wants the VC++ OpenMP runtime, a cuDNN DLL
wants a matching CUDA, shm.dll and torch_python.dll a clean reinstall); the install path is volatile,
and the same DLL's failure in English is a locale variant of the same group."""

from fieldspec import G, V

_TORCH_INIT = "  File \"{site}\\torch\\__init__.py\", line 148, in <module>\n    raise err\n"
_WIN126 = "OSError: [WinError 126] {text} Error loading \"{site}\\torch\\lib\\{dll}\" or one of its dependencies."
_ZH = "找不到指定的模块。"
_EN = "The specified module could not be found."
_SITE = "<<root>>\\venv\\lib\\site-packages"

GROUPS = [
    G("f5-torch-winerror126-fbgemm", "python", "locale", "https://github.com/chn-lee-yumi/MaterialSearch/issues/105",
      ["Traceback (most recent call last):\n  File \"<<root>>\\main.py\", line 13, in <module>\n"
       "    from process_assets import match_text_and_image, process_image, process_text\n"
       + _TORCH_INIT.format(site=_SITE) + _WIN126.format(text=_ZH, site=_SITE, dll="fbgemm.dll"),
       V(_WIN126.format(text=_ZH, site="D:\\environment\\pythton310\\lib\\site-packages", dll="fbgemm.dll"),
         src="https://github.com/xszyou/Fay/issues/130", cmd="python main.py"),
       V(_TORCH_INIT.format(site="D:\\soft\\Anaconda\\envs\\<<proj>>\\lib\\site-packages")
         + _WIN126.format(text=_ZH, site="D:\\soft\\Anaconda\\envs\\<<proj>>\\lib\\site-packages", dll="fbgemm.dll"),
         src="https://github.com/Moemu/Muice-Chatbot/issues/50", shell="powershell"),
       V("Traceback (most recent call last):\n  File \"<<root>>\\code\\app.py\", line 34, in <module>\n    import torch\n"
         + _TORCH_INIT.format(site=_SITE) + _WIN126.format(text=_EN, site=_SITE, dll="fbgemm.dll")
         + "\nSomething went wrong, consider removing code/torch_installed.txt and venv folder to re-initialize from"
         " scratch\nPress any key to continue . . .",
         src="https://github.com/RetroUpgrade-YouTube/Hi3DGen_1Click_installer/issues/3", locale="en",
         tool="cmd", cmd="run.bat", cls="wrapper")],
      cmd="python main.py", locale="zh", os=("windows",)),
    G("f5-torch-winerror126-cudnn-cnn-infer", "python", "locale", "https://github.com/zai-org/ChatGLM3/issues/69",
      ["PS <<root>>> python web_demo.py\nTraceback (most recent call last):\n  File \"<<root>>\\web_demo.py\", line 4,"
       " in <module>\n    from utils import load_model_on_gpus\n  File \"<<root>>\\utils.py\", line 4, in <module>\n"
       "    from torch.nn import Module\n  File \"D:\\python\\lib\\site-packages\\torch\\__init__.py\", line 139, in <module>\n"
       "    raise err\n" + _WIN126.format(text=_ZH, site="D:\\python\\lib\\site-packages", dll="cudnn_cnn_infer64_8.dll")],
      cmd="python web_demo.py", locale="zh", os=("windows",), shells=("powershell",),
      look="f5-torch-winerror126-fbgemm"),
    G("f5-torch-winerror126-torch-python", "python", "locale", "https://github.com/babysor/MockingBird/issues/889",
      ["OSError: [WinError 126] 找不到指定的模块。Error loading \"F:\\python\\lib\\site-packages\\torch\\lib\\torch_python.dll\""
       " or one of its dependencies."],
      cmd="python web.py", locale="zh", os=("windows",), look="f5-torch-winerror126-fbgemm"),
    G("f5-torch-winerror126-shm", "python", "non-file-path", "https://github.com/ultralytics/ultralytics/issues/12993",
      [_WIN126.format(text=_EN, site="C:\\Users\\<<user>>\\AppData\\Roaming\\Python\\Python311\\site-packages",
                      dll="shm.dll"),
       V(_WIN126.format(text=_EN, site="C:\\Users\\<<user>>\\AppData\\Local\\Packages\\PythonSoftwareFoundation."
                        "Python.3.12_qbz5n2kfra8p0\\LocalCache\\local-packages\\Python312\\site-packages", dll="shm.dll"),
         src="https://github.com/ardha27/AI-Waifu-Vtuber/issues/98", cmd="python .\\run.py")],
      cmd="yolo predict", os=("windows",), look="f5-torch-winerror126-torch-python"),
    G("f5-python-zh-dll-load-failed-ext", "python", "locale", "https://github.com/Azong-HQU/MMTrack/issues/6",
      ["ImportError: DLL load failed while importing _ext: 找不到指定的模块。"],
      cmd="python tools/test.py", locale="zh", os=("windows",)),
    G("f5-python-zh-dll-load-failed-c", "python", "locale", "https://github.com/HypoX64/DeepMosaics/issues/154",
      ["DLL load failed while importing _C: 找不到指定的模块。\nPlease press any key to exit."],
      cmd="deepmosaic.exe", locale="zh", os=("windows",), look="f5-python-zh-dll-load-failed-ext"),
    G("f5-python-zh-dll-load-failed-core", "python", "locale", "https://github.com/hoffstadt/DearPyGui/issues/559",
      ["DLL load failed while importing core: 找不到指定的模块。"],
      cmd="python demo.py", locale="zh", os=("windows",), look="f5-python-zh-dll-load-failed-ext"),
    G("f5-pandas-zh-numpy-dll-load-failed", "python", "locale", "https://github.com/numpy/numpy/issues/17648",
      ["Import Error: Unable to import required dependencies: numpy：\n...\n\n"
       "Original error was: DLL load failed:找不到指定的模块。"],
      cmd="python -c \"import pandas as pd\"", locale="zh", os=("windows",), look="f5-python-zh-dll-load-failed-c"),
]
