"""Field set 6: Windows conditions as Python raises them on Chinese and English systems (a file held
open by another process, a library or program built for another platform), and conda missing from
PATH in PowerShell (Windows PowerShell's and a CI runner's) and in cmd. The locked file, the library
path and the script path are volatile."""

from fieldspec import G, V

_WIN = ("windows",)
_LOCKED_ZH = "PermissionError: [WinError 32] 另一个程序正在使用此文件，进程无法访问。"
_NOT_WIN32_ZH = "OSError: [WinError 193] %1 不是有效的 Win32 应用程序。"
_CONDA_PS = ("conda : The term 'conda' is not recognized as the name of a cmdlet, function, script file, or operable "
             "program. Check\nthe spelling of the name, or if a path was included, verify that the path is correct "
             "and try again.\n")

GROUPS = [
    G("windows-file-in-use-winerror-32", "python", "locale", "https://github.com/jerryuhoo/VTuberTalk/issues/2",
      [_LOCKED_ZH + ": '<<root>>\\\\data\\\\wav\\\\1\\\\split\\\\01_00.txt' -> "
       "'<<root>>\\\\data\\\\wav\\\\1\\\\split\\\\../unrecognized\\\\01_00.txt'",
       V(_LOCKED_ZH + ": 'Log/default/train _Log_'", src="https://github.com/weichian0920/MFA_DAE/issues/2"),
       V(_LOCKED_ZH + ": '<<n2>>78bg.jpg'", src="https://github.com/YunzhiYike/SliderVerification/issues/1"),
       V('  File "C:\\Users\\<<user>>\\AppData\\Local\\Programs\\Python\\Python37\\lib\\shutil.py", line 557, in move\n'
         "    os.rename(src, real_dst)\n" + _LOCKED_ZH + ": '<<proj>>.xlsx.tmp' -> '<<proj>>.xlsx'",
         src="https://github.com/PeterDing/BaiduPCS-Py/issues/40", tool="BaiduPCS-Py", cls="multiline"),
       V("PermissionError: [WinError 32] The process cannot access the file because it is being used by another process",
         src="https://github.com/jdoiro3/mkdocs-multirepo-plugin/issues/114", locale="en", tool="mkdocs",
         cls="everyday")],
      cmd="python tools/revise_text.py --path <<root>>", os=_WIN, locale="zh"),
    G("windows-not-valid-win32-winerror-193", "python", "locale", "https://github.com/zhayujie/CowAgent/issues/273",
      [_NOT_WIN32_ZH,
       V(_NOT_WIN32_ZH, src="https://github.com/quancore/social-lstm/issues/46"),
       V("`" + _NOT_WIN32_ZH + "`", src="https://github.com/Walstruzz/edge_eval_python/issues/3", cls="wrapper"),
       V('"OSError: [WinError 193] %1 is not a valid Win32 application"',
         src="https://github.com/araten10/EdgewarePlusPlus/issues/182", locale="en", cls="everyday")],
      cmd="python app.py", os=_WIN, locale="zh"),
    G("conda-not-on-path", "powershell", "shell", "https://github.com/jantic/DeOldify/issues/209",
      ["conda env create -f environment.yml\n" + _CONDA_PS + "At line:1 char:1\n+ conda env create -f environment.yml\n"
       "+ ~~~~~\n    + CategoryInfo          : ObjectNotFound: (conda:String) [], CommandNotFoundException\n"
       "    + FullyQualifiedErrorId : CommandNotFoundException",
       V(_CONDA_PS + "At C:\\Users\\user\\actions-runner\\_work\\_temp\\<<uuid>>.ps1:2 char:1\n"
         "+ conda create -p $CONDA_ENV_PATH python=3.10 -y\n+ ~~~~~\n    + CategoryInfo          : ObjectNotFound: "
         "(conda:String) [], ParentContainsErrorRecordException\n    + FullyQualifiedErrorId : CommandNotFoundException",
         src="https://github.com/lemonade-sdk/lemonade/issues/403", cls="runtime-value"),
       V(_CONDA_PS + "At line:1 char:1\n+ conda activate\n+ ~~~~~\n    + CategoryInfo          : ObjectNotFound: "
         "(conda:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
         src="https://github.com/microsoft/PTVS/issues/8037"),
       V("'conda' is not recognized as an internal or external command, operable program or batch file.",
         src="https://github.com/CWTSLeiden/CSSS/issues/2", shell="cmd", tool="cmd")],
      cmd="conda env create -f environment.yml", os=_WIN, shells=("powershell",)),
]
