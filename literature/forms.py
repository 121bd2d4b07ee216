import json

from django import forms
from django.conf import settings

from literature.importers import format_choices
from literature.importers.detection import DETECT
from literature.services.uploads import check_column_mapping


class UploadForm(forms.Form):
    file = forms.FileField()
    format = forms.ChoiceField(
        choices=lambda: [(DETECT, "Detect from the file's content"), *format_choices()],
        initial=DETECT,
        help_text="Quarry reads the file's first bytes; a format you choose that the file contradicts is refused.",
    )
    column_mapping = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text='JSONL and CSV only: Quarry field to column, e.g. {"abstract": "summary", "external_id": "id"}',
    )
    database = forms.CharField(max_length=100, required=False, help_text="where the records were found, e.g. PubMed")
    searched_on = forms.DateField(
        required=False, widget=forms.DateInput(attrs={"type": "date"}), label="Searched on", help_text="for PRISMA"
    )

    def clean_database(self):
        return " ".join(self.cleaned_data["database"].split())

    def clean_file(self):
        upload = self.cleaned_data["file"]
        limit = settings.QUARRY_MAX_UPLOAD_BYTES
        if upload.size > limit:
            raise forms.ValidationError(
                f"{upload.name} is {upload.size:,} bytes; "
                f"the upload limit is {limit:,} bytes (QUARRY_MAX_UPLOAD_BYTES)."
            )
        if upload.size == 0:
            raise forms.ValidationError(f"{upload.name} is empty.")
        name = upload.name or ""
        if any(ord(c) < 32 or ord(c) == 127 for c in name) or "/" in name or "\\" in name or name in ("", ".", ".."):
            raise forms.ValidationError(
                f"the file name {name[:100]!r} has control characters or path separators; rename the file."
            )
        return upload

    def clean_column_mapping(self):
        text = self.cleaned_data["column_mapping"].strip()
        if not text:
            return {}
        try:
            mapping = json.loads(text)
        except json.JSONDecodeError as error:
            raise forms.ValidationError(f"not valid JSON: {error.msg} at column {error.colno}") from error
        except RecursionError as error:
            raise forms.ValidationError("nested too deep: a mapping is one object of names") from error
        try:
            check_column_mapping(mapping)
        except ValueError as error:
            raise forms.ValidationError(str(error)) from error
        return mapping


class SafeJSONField(forms.JSONField):
    """Django's JSON form field, with JSON nested too deep for Python to parse, or holding a NUL
    (which Postgres's jsonb refuses), reported on the form instead of as a server error."""

    def to_python(self, value):
        try:
            parsed = super().to_python(value)
        except RecursionError as error:
            raise forms.ValidationError("nested too deep to read", code="invalid") from error
        if "\\u0000" in json.dumps(parsed):
            raise forms.ValidationError("holds a NUL character (\\u0000), which the database cannot store")
        return parsed

    def bound_data(self, data, initial):
        try:
            return super().bound_data(data, initial)
        except RecursionError:
            return forms.fields.InvalidJSONInput(data)


class PaperAdminForm(forms.ModelForm):
    """Authors and tags are lists of strings: anything else, saved here, broke every page showing the paper."""

    def _strings(self, name: str) -> list[str]:
        value = self.cleaned_data[name]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise forms.ValidationError('a JSON list of strings, e.g. ["Lovelace, Ada", "Hopper, Grace"]')
        return value

    def clean_authors(self):
        return self._strings("authors")

    def clean_tags(self):
        return self._strings("tags")
