from django.contrib import admin, messages

from api.models import ApiToken
from api.tokens import create_token, revoke_token


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ["name", "user", "prefix", "created_at", "last_used_at", "revoked_at"]
    list_filter = ["revoked_at"]
    search_fields = ["name", "user__username", "prefix"]
    fields = ["user", "name"]
    actions = ["revoke"]

    def has_change_permission(self, request, obj=None):
        return obj is None and super().has_change_permission(request, obj)

    def save_model(self, request, obj, form, change):
        row, token = create_token(user=obj.user, name=obj.name)
        obj.pk = row.pk
        messages.warning(request, f"The token for {row.user} (copy it now; it is not shown again): {token}")

    @admin.action(description="Revoke the selected tokens")
    def revoke(self, request, queryset):
        for token in queryset:
            revoke_token(token=token)
        messages.info(request, f"Revoked {queryset.count()} token(s).")
