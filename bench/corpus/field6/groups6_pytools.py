"""Field set 6: Python test and type tooling. pytest's missing fixture, where the fixture decides
(pytest-mock's `mocker` or pytest-benchmark's `benchmark`: two plugins to install); mypy's missing
stubs, where the module decides (requests, yaml, or a vendored requests submodule no stub package
covers), in mypy 0.9's and mypy 1.x's wording and behind pytest-mypy's and pre-commit's wrappers.
Test names, source files and line numbers are volatile."""

from fieldspec import G, V

_HINT_REQ = ('<<pyfile>>:<<line>>: note: Hint: "python3 -m pip install types-requests"\n'
             '<<pyfile>>:<<line>>: note: (or run "mypy --install-types" to install all missing stub packages)\n'
             "<<pyfile>>:<<line>>: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#missing-imports")

GROUPS = [
    G("pytest-fixture-mocker-missing", "pytest", "multiline", "https://github.com/NRLMMD-GEOIPS/geoips/issues/912",
      ["E       fixture 'mocker' not found\n>       available fixtures: cache, capfd, capfdbinary, caplog, capsys, "
       "capsysbinary, cov, doctest_namespace, monkeypatch, no_cover, pytestconfig, record_property, "
       "record_testsuite_property, record_xml_attribute, recwarn, testrun_uid, tmp_path, tmp_path_factory, tmpdir, "
       "tmpdir_factory, worker_id\n>       use 'pytest --fixtures [testpath]' for help on them",
       V("  def test_gp_kernel(\nE       fixture 'mocker' not found\n>       available fixtures: ...",
         src="https://github.com/aleximmer/Laplace/issues/214"),
       V("E       fixture 'mocker' not found", src="https://github.com/changhsinlee/pytest-mock-examples/issues/3",
         cls="everyday"),
       V("  @pytest.fixture\n  def request(mocker):\nE       fixture 'mocker' not found",
         src="https://github.com/pytest-dev/pytest-mock/issues/70")],
      cmd="pytest tests", os=("linux", "macos", "windows")),
    G("pytest-fixture-benchmark-missing", "pytest", "multiline", "https://github.com/pyeve/cerberus/issues/542",
      ["file <<root>>/cerberus/benchmarks/test_overall_performance.py, line 141\n"
       "  def test_overall_performance(benchmark):\nE       fixture 'benchmark' not found",
       V("  def test_benchmark_bad_values(benchmark, value):\nE       fixture 'benchmark' not found",
         src="https://github.com/horejsek/python-fastjsonschema/issues/120"),
       V("      def test_baseline_lots_of_files_j1_empty_checker(self, benchmark):\nE       fixture 'benchmark' not found",
         src="https://github.com/pylint-dev/pylint/issues/4142")],
      cmd="pytest", os=("linux",), look="pytest-fixture-mocker-missing"),
    G("mypy-stubs-requests-missing", "mypy", "version", "https://github.com/oceanprotocol/pdr-backend/issues/1241",
      ['<<pyfile>>:<<line>>: error: Library stubs not installed for "requests"  [import-untyped]\n' + _HINT_REQ,
       V('<<pyfile>>:<<line>>: error: Library stubs not installed for "requests" (or incompatible with Python 3.9)\n'
         + _HINT_REQ, src="https://github.com/pypa/twine/pull/762"),
       V('<<pyfile>>:<<line>>: error: Library stubs not installed for "requests"  [import]\n' + _HINT_REQ,
         src="https://github.com/Doist/todoist-api-python/pull/86"),
       V('<<line>>: error: Library stubs not installed for "requests" (or incompatible with Python 3.7)\n'
         '<<line>>: note: Hint: "python3 -m pip install types-requests"',
         src="https://github.com/BASIN-3D/basin3d/issues/86", tool="pytest-mypy", cls="wrapper"),
       V("mypy.....................................................................Failed\n- hook id: mypy\n"
         "- exit code: 1\n\n"
         '<<pyfile>>:<<line>>: error: Library stubs not installed for "requests"  [import-untyped]\n' + _HINT_REQ,
         src="https://github.com/uw-cryo/coincident/pull/37", tool="pre-commit", cls="wrapper")],
      cmd="mypy .", os=("linux", "macos"), shells=("zsh", "fish", "bash")),
    G("mypy-stubs-yaml-missing", "mypy", "everyday", "https://github.com/SalamLang/Salam/issues/440",
      ['config\\module\\utils.py:3: error: Library stubs not installed for "yaml"  [import-untyped]\n'
       'config\\admin\\app.py:4: note: Hint: "python3 -m pip install types-PyYAML"',
       V('ghgql/config.py:6: error: Library stubs not installed for "yaml" (or incompatible with Python 3.9)\n'
         'ghgql/config.py:6: note: Hint: "python3 -m pip install types-PyYAML"',
         src="https://github.com/MichaelCurrin/github-reporting-py/issues/11", os="macos", cls="version")],
      cmd="mypy config", os=("windows",), look="mypy-stubs-requests-missing"),
    G("mypy-stubs-requests-urllib3-submodule", "mypy", "wrapper", "https://github.com/keylime/keylime/pull/1484",
      ["mypy: commands[0]> mypy keylime/\n"
       'keylime/requests_client.py:6: error: Library stubs not installed for "requests.packages.urllib3.poolmanager"  '
       "[import-untyped]\n"
       'keylime/requests_client.py:6: note: Hint: "python3 -m pip install types-requests"'],
      cmd="tox -e mypy", os=("linux",), look="mypy-stubs-requests-missing"),
]
