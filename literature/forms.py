import json

from django import forms
from django.conf import settings

from literature.importers import format_choices


class UploadForm(forms.Form):
    file = forms.FileField()
    format = forms.ChoiceField(choices=format_choices)
    column_mapping = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text='JSONL and CSV only: Quarry field to column, e.g. {"abstract": "summary", "external_id": "id"}',
    )

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
        if not isinstance(mapping, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in mapping.items()
        ):
            raise forms.ValidationError("must be a JSON object of field name to column name, both strings")
        return mapping
