#!/usr/bin/env python3
"""Fills the unfinished entries of translations/foodcourt_<lang>.ts from JSON files of
translations, as written by whoever added the strings:

    {"<context>": {"<English source>": {"fr": "...", "es": "...", "de": "...",
                                        "nl": "...", "it": "..."}}}

English entries take the source text. A plural entry ("%n ...", numerus) takes a list of
forms [one, other] where the JSON gives one, else the same text for every form.
Run `ninja update_translations` first (it adds new strings as unfinished) and again after
(lupdate then writes the files in its own layout). Prints what is still missing.

Usage: fill_translations.py translations.json [more.json ...]
"""
import html
import json
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
languages = ["en", "fr", "es", "de", "nl", "it"]

known = {}
for path in sys.argv[1:]:
    for context, messages in json.load(open(path, encoding="utf-8")).items():
        for source, by_language in messages.items():
            known.setdefault(context, {}).setdefault(source, {}).update(by_language)

def forms_for(text, count):
    if isinstance(text, list):
        return (text + [text[-1]] * count)[:count]
    return [text] * count

message_re = re.compile(r"(<message[^>]*>)(.*?)(</message>)", re.S)
missing = []
for language in languages:
    ts_path = os.path.join(here, f"foodcourt_{language}.ts")
    ts = open(ts_path, encoding="utf-8").read()
    out, position = [], 0
    for block in re.finditer(r"<context>(.*?)</context>", ts, re.S):
        context = html.unescape(re.search(r"<name>(.*?)</name>", block.group(1), re.S).group(1))
        def fill(match):
            head, body, tail = match.groups()
            if 'type="unfinished"' not in body:
                return match.group(0)
            source = html.unescape(re.search(r"<source>(.*?)</source>", body, re.S).group(1))
            entry = known.get(context, {}).get(source, {})
            text = source if language == "en" and language not in entry else entry.get(language)
            if text is None:
                missing.append(f"{language}: {context}: {source}")
                return match.group(0)
            translation = re.search(r"<translation[^>]*>.*?</translation>|<translation[^>]*/>", body, re.S).group(0)
            if 'numerus="yes"' in head:
                count = max(2, translation.count("<numerusform"))
                forms = "".join(f"<numerusform>{html.escape(f, quote=False)}</numerusform>"
                                for f in forms_for(text, count))
                new = f"<translation>{forms}</translation>"
            else:
                if isinstance(text, list):
                    text = text[-1]
                new = f"<translation>{html.escape(text, quote=False)}</translation>"
            return head + body.replace(translation, new) + tail
        filled = message_re.sub(fill, block.group(0))
        out.append(ts[position:block.start()])
        out.append(filled)
        position = block.end()
    out.append(ts[position:])
    open(ts_path, "w", encoding="utf-8").write("".join(out))

for line in missing:
    print("missing", line)
print(f"{len(missing)} entries still unfinished")
sys.exit(1 if missing else 0)
