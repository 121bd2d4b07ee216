from common.commands import DatabaseCommand
from literature.selectors import corpus_statistics


class Command(DatabaseCommand):
    help = "Print papers, abstracts, chunks, embeddings and citations per corpus."

    def handle(self, *args, **options):
        rows = corpus_statistics()
        if not rows:
            self.stdout.write("no corpus yet")
            return
        columns = list(rows[0])
        widths = [max(len(c), *(len(str(r[c])) for r in rows)) for c in columns]
        self.stdout.write("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)))
        for row in rows:
            self.stdout.write("  ".join(str(row[c]).ljust(w) for c, w in zip(columns, widths, strict=True)))
