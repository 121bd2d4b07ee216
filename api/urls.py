from django.urls import path

from api import pages

app_name = "account"

urlpatterns = [
    path("account/tokens/", pages.tokens, name="tokens"),
]
