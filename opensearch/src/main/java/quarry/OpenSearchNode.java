package quarry;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.index.mapper.MapperExtrasPlugin;
import org.opensearch.index.reindex.ReindexPlugin;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * One OpenSearch node on loopback, for Quarry's tests and `make opensearch`: java quarry.OpenSearchNode HOME PORT.
 * The plugins come from the classpath (not from modules/ or plugins/, whose bundles the jar-hell check would refuse),
 * so the node is reached through Node's protected constructor. Prints one line once the REST API answers, and closes
 * the node on SIGTERM.
 */
public final class OpenSearchNode extends Node {
    private static final List<Class<? extends Plugin>> PLUGINS = List.of(
        Netty4Plugin.class,  // HTTP and transport
        CommonAnalysisPlugin.class,  // the stop and stemmer token filters of Quarry's analyzer
        MapperExtrasPlugin.class,  // the token_count field type (field lengths)
        ReindexPlugin.class  // _delete_by_query (a corpus's papers deleted)
    );

    private OpenSearchNode(Settings settings) {
        super(InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), null, () -> "quarry"), PLUGINS, true);
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: OpenSearchNode HOME PORT");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        int port = Integer.parseInt(args[1]);
        Settings settings = Settings.builder()
            .put("path.home", home.toString())
            .put("path.data", home.resolve("data").toString())
            .put("path.logs", home.resolve("logs").toString())
            .put("cluster.name", "quarry")
            .put("node.name", "quarry")
            .put("discovery.type", "single-node")
            .put("network.host", "127.0.0.1")
            .put("http.port", port)
            .put("transport.port", port + 100)
            // Named, so that a missing transport plugin fails at start rather than giving a node without HTTP.
            .put("http.type", "netty4")
            .put("transport.type", "netty4")
            .put("cluster.routing.allocation.disk.threshold_enabled", false)  // small disks
            .put("logger.level", "WARN")
            .build();
        LogConfigurator.configureWithoutConfig(settings);
        Node node = new OpenSearchNode(settings).start();
        CountDownLatch closed = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                node.close();
                node.awaitClose(30, TimeUnit.SECONDS);
            } catch (Exception error) {
                System.err.println("OpenSearch did not close cleanly: " + error);
            }
            closed.countDown();
        }));
        awaitHealth(port);
        System.out.println("OpenSearch 2.19.6 is answering at http://127.0.0.1:" + port);
        System.out.flush();
        closed.await();
    }

    private static void awaitHealth(int port) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest health = HttpRequest.newBuilder(URI.create(
            "http://127.0.0.1:" + port + "/_cluster/health?wait_for_status=yellow&timeout=60s"))
            .timeout(Duration.ofSeconds(70)).build();
        HttpResponse<String> answer = client.send(health, HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new IllegalStateException("OpenSearch's health answered " + answer.statusCode() + ": " + answer.body());
        }
    }
}
