"""Field set 9, part h: a Celery worker killed by the kernel (worker name, pid and job vary), a
Python server's port already taken as gunicorn and the runtime word it on Linux and macOS, a bash
`source` typed into cmd and into PowerShell, and PowerShell cmdlets that are not loaded (the cmdlet
decides; PowerShell 5 and 7 word it differently), each message from the thread in `src`."""

from __future__ import annotations

from fieldspec import G, Q, V

GROUPS = [
    # -- a prefork worker killed with SIGKILL (out of memory): the worker, pid and job are runtime values ----------
    G("celery-worker-sigkill", "celery", "runtime-value", "https://github.com/GIScience/sketch-map-tool/issues/410",
      ["celery-1    | Process '<<worker>>' pid:<<pid>> exited with 'signal 9 (SIGKILL)'\ncelery-1    | <<logts>> - ERROR "
       "- request.py - on_failure - Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 "
       "(SIGKILL) Job: <<n>>.')",
       V("[<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<n2>> exited with 'signal 9 (SIGKILL)'",
         src="https://github.com/celery/billiard/issues/319"),
       V("billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL).",
         src="https://github.com/celery/billiard/issues/319", tool="billiard", cls="two-programs")],
      cmd="celery -A <<proj>> worker -l info", exit=None, os=("linux",), n=6),

    # -- a Python server's port is taken: gunicorn's wording and the runtime's, Linux and macOS errno --------------
    G("py-server-port-in-use", "python", "two-programs", "https://github.com/benoitc/gunicorn/issues/286",
      [V("[ERROR] Connection in use: ('127.0.0.1', <<port>>)", tool="gunicorn"),
       V("OSError: [Errno 48] Address already in use", src="https://github.com/Germey/ProxyPool/issues/11", os="macos",
         cls="runtime-value"),
       V("OSError: [Errno 98] Address already in use", src="https://github.com/benoitc/gunicorn/issues/2311",
         os="linux")],
      cmd="gunicorn -k gevent app:app", exit=1, os=("linux",)),

    # -- `source venv/bin/activate` typed on Windows: cmd's wording and PowerShell's ----------------------------------
    G("win-source-venv-activate", "python", "shell", "https://github.com/OthersideAI/self-operating-computer/issues/133",
      [V("'source' is not recognized as an internal or external command,\noperable program or batch file.", shell="cmd",
         tool="cmd"),
       V("source : The term 'source' is not recognized as the name of a cmdlet, function, script file, or operable "
         "program. Check\n the spelling of the name, or if a path was included, verify that the path is correct and try "
         "again.\nAt line:1 char:1\n+ source venv/bin/activate\n+ ~~~~~~\n    + CategoryInfo          : ObjectNotFound: "
         "(source:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
         src="https://github.com/Flora-Network/flora-dev-cli/issues/19", shell="powershell", tool="powershell"),
       V("source : The term 'source' is not recognized as the name of a cmdlet, function,\nscript file, or operable "
         "program. Check the spelling of the name, or if a path\nwas included, verify that the path is correct and try "
         "again.\nAt line:1 char:1\n+ source venv/bin/activate\n+ ~~~~~~\n    + CategoryInfo          : ObjectNotFound: "
         "(source:String) [], CommandNotFou\n   ndException\n    + FullyQualifiedErrorId : CommandNotFoundException",
         src="https://github.com/biobootloader/wolverine/issues/4", shell="powershell", tool="powershell"),
       V("'source' is not recognized as an internal or external command,\noperable program or batch file.",
         src="https://github.com/Teichlab/cellphonedb/issues/252", shell="cmd", tool="cmd")],
      cmd="source venv/bin/activate", exit=1, os=("windows",)),

    # -- PowerShell: a cmdlet whose module is not loaded; the cmdlet decides --------------------------------------
    G("ps7-export-excel-missing", "powershell", "version", "https://github.com/LETHAL-FORENSICS/MemProcFS-Analyzer/issues/53",
      ["$IMPORT | Export-Excel -Path \"$OUTPUT_FOLDER\\fore …\n     |                                ~~~~~~~~~~~~\n"
       "     | The term 'Export-Excel' is not recognized as a name of a cmdlet, function, script file, or\n     | executable "
       "program. Check the spelling of the name, or if a path was included, verify that the\n     | path is correct and "
       "try again."],
      cmd="pwsh -File MemProcFS-Analyzer.ps1", exit=1, os=("windows",), shells=("powershell",),
      look="win-source-venv-activate"),
    G("ps5-export-sdmgpsettings-missing", "powershell", "multiline", "https://github.com/gpoguy/GetVulnerableGPO/issues/2",
      ["Export-SDMGPSettings : The term 'Export-SDMGPSettings' is not recognized as the name of a cmdlet, function, script"
       "\n\nfile, or operable program. Check the spelling of the name, or if a path was included, verify that the path is "
       "correct\n\nand try again.\n\nAt C:\\Scripts\\Get-VulnerableGPO\\Get-VulnerableGPO.ps1:157 char:25\n\n+             "
       "$settings = Export-SDMGPSettings -DomainName $Domain -Gpo ...\n\n+                         ~~~~~~~~~~~~~~~~~~~~\n\n"
       "    + CategoryInfo          : ObjectNotFound: (Export-SDMGPSettings:String) [], CommandNotFoundException\n\n"
       "    + FullyQualifiedErrorId : CommandNotFoundException"],
      cmd=".\\Get-VulnerableGPO.ps1", exit=1, os=("windows",), shells=("powershell",), look="ps7-export-excel-missing"),
    G("ps-export-bloodhounddata-retired", "powershell", "everyday", "https://github.com/SpecterOps/BloodHound-Legacy/issues/152",
      ["Export-BloodHoundData : The term 'Export-BloodHoundData' is not recognized as the name of a cmdlet, function, "
       "script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path "
       "is correct and try again.\nAt line:1 char:22"],
      cmd="Get-BloodHoundData | Export-BloodHoundData -URI http://localhost:7474/", exit=1, os=("windows",),
      shells=("powershell",), look="ps5-export-sdmgpsettings-missing"),
]

QUERIES = [
    Q("celery worker keeps getting killed, probably out of memory", "celery-worker-sigkill", "plain"),
    Q("celery 的 worker 被系统杀掉 可能是内存不够", "celery-worker-sigkill", "zh"),
    Q("python web server will not start because the port is taken", "py-server-port-in-use", "plain"),
    Q("python 服务启动失败 端口已经被占用", "py-server-port-in-use", "zh"),
    Q("activating a python venv on windows, source is unknown", "win-source-venv-activate", "plain"),
    Q("windows 上激活虚拟环境 source 命令不存在", "win-source-venv-activate", "zh"),
    Q("powershell 7 has no Export-Excel, module not installed", "ps7-export-excel-missing", "plain"),
    Q("powershell 7 没有 Export-Excel 要装 ImportExcel 模块", "ps7-export-excel-missing", "zh"),
    Q("GPO script calls Export-SDMGPSettings which does not exist", "ps5-export-sdmgpsettings-missing", "plain"),
    Q("组策略脚本里 Export-SDMGPSettings 命令不存在", "ps5-export-sdmgpsettings-missing", "zh"),
    Q("bloodhound ingestor export command no longer exists", "ps-export-bloodhounddata-retired", "plain"),
    Q("BloodHound 的 Export-BloodHoundData 命令识别不了", "ps-export-bloodhounddata-retired", "zh"),
]
