"""Field set 5: a Celery prefork worker killed by a segmentation fault. The worker slot, its pid, the
job number and the task id are runtime values; billiard's wording changed (a trailing `.` and a
`Job: N` suffix) and the log is framed by Sentry or a timestamped logger."""

from fieldspec import G, V

GROUPS = [
    G("f5-celery-worker-sigsegv", "celery", "runtime-value",
      "https://github.com/PDFMathTranslate/PDFMathTranslate/issues/946",
      ["[<<logts>>: DEBUG/<<worker>>] pageno: 0, total_pages: 5\n"
       "[<<logts>>: ERROR/MainProcess] Process '<<worker>>' pid:<<pid>> exited with 'signal 11 (SIGSEGV)'\n"
       "[<<logts>>: ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 11"
       " (SIGSEGV) Job: <<n>>.')",
       V("multiprocessing: Process 'PoolWorker-1' pid:<<pid>> exited with 'signal 11 (SIGSEGV)'\n\n"
         "celery.worker.request: Task handler raised error: WorkerLostError('Worker exited prematurely: signal 11"
         " (SIGSEGV).',)\n\nexception: WorkerLostError: Worker exited prematurely: signal 11 (SIGSEGV).",
         src="https://github.com/celery/celery/issues/5852", tool="sentry", cls="version"),
       V("[<<logts>>: ERROR/MainProcess] Process 'Worker-3' pid:<<pid>> exited with 'signal 11 (SIGSEGV)'\n"
         "[<<logts>>: ERROR/MainProcess] Task fit[<<uuid>>] raised unexpected: WorkerLostError('Worker exited"
         " prematurely: signal 11 (SIGSEGV).',)", src="https://github.com/celery/celery/issues/2964", os="macos",
         cls="version"),
       V("WorkerLostError\n\n\"\"\"\nTraceback (most recent call last):\n  File \"<<home>>/.cache/pypoetry/virtualenvs/"
         "<<proj>>-py3.11/lib/python3.11/site-packages/billiard/pool.py\", line 1264, in mark_as_worker_lost\n"
         "    raise WorkerLostError(\nbilliard.exceptions.WorkerLostError: Worker exited prematurely: signal 11 (SIGSEGV)"
         " Job: <<n2>>.\n\"\"\"", src="https://github.com/celery/celery/issues/8952", tool="sentry", cls="wrapper")],
      cmd="celery -A proj worker -l INFO --concurrency=4", exit=None, os=("linux", "macos")),
]
