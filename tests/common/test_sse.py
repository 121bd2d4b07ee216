from common.sse import sse_message


def test_an_event_names_itself_and_splits_multi_line_data_into_data_lines():
    assert sse_message("ranking", "<ol>\n<li>a</li>\n</ol>", 7) == (
        "event: ranking\nid: 7\ndata: <ol>\ndata: <li>a</li>\ndata: </ol>\n\n"
    )
    assert sse_message("end", "") == "event: end\ndata: \n\n"
