"""The package as a new user installs it: clean metadata, every data file
shipped, and the public API documented."""

import re
import tomllib

from conftest import ROOT

import substrait_explain as se

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_the_license_is_an_spdx_string():
    # A table is deprecated by setuptools, which warns on every build.
    assert PYPROJECT["project"]["license"] == "Apache-2.0"


def test_every_directory_of_the_package_is_listed_as_a_package():
    # setuptools warns about data in a directory missing from `packages`
    # (and will stop shipping it).
    setup = PYPROJECT["tool"]["setuptools"]
    listed = set(setup["packages"])
    package = ROOT / "substrait_explain"
    found = {"substrait_explain." + ".".join(d.relative_to(package).parts)
             for d in package.rglob("*") if d.is_dir() and d.name != "__pycache__"}
    assert found <= listed
    assert set(setup["package-data"]) <= listed


def test_every_public_name_is_in_the_readme():
    readme = (ROOT / "README.md").read_text()
    for name in se.__all__:
        assert re.search(rf"\bse\.{name}\b|`{name}`", readme), name
    assert callable(se.load_plan_with_warnings)


def test_ci_and_the_readme_install_every_extra():
    # An extra CI does not install has its tests skipped there: nothing would prove them.
    extras = set(PYPROJECT["project"]["optional-dependencies"])
    for path in (ROOT / ".ci" / "run", ROOT / "README.md"):
        installed = re.search(r"pip install (?:--quiet )?-e '\.\[([a-z,]+)\]'", path.read_text())
        assert installed, path
        assert set(installed.group(1).split(",")) == extras, path
