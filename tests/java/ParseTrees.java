// Test driver for tests/test_java_grammar.py: parses every file named on the
// command line (or listed, one path a line, in a file named `@list`) with the
// Java parser generated from grammar/, in one JVM so the test stays fast.
//
// For each input it prints one line: the number of syntax errors (lexer and
// parser), a tab, and tree.toStringTree(parser).  toStringTree escapes
// newlines, so every tree fits on one line.  Error messages go to stderr.

import java.io.PrintStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.tree.ParseTree;

public final class ParseTrees {
    /** Counts errors (and reports them on stderr) instead of printing them to the console. */
    private static final class Counter extends BaseErrorListener {
        final String source;
        int count;

        Counter(String source) { this.source = source; }

        @Override
        public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int column,
                                String msg, RecognitionException e) {
            count++;
            System.err.println(source + ":" + line + ":" + column + ": " + msg);
        }
    }

    public static void main(String[] args) throws Exception {
        List<String> paths = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("@")) {
                paths.addAll(Files.readAllLines(Path.of(arg.substring(1)), StandardCharsets.UTF_8));
            } else {
                paths.add(arg);
            }
        }
        // The platform encoding may not be UTF-8; the Python side reads UTF-8.
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        for (String path : paths) {
            if (path.isEmpty()) continue;
            Counter errors = new Counter(path);
            SubstraitExplainLexer lexer = new SubstraitExplainLexer(CharStreams.fromPath(Path.of(path), StandardCharsets.UTF_8));
            lexer.removeErrorListeners();
            lexer.addErrorListener(errors);
            SubstraitExplainParser parser = new SubstraitExplainParser(new CommonTokenStream(lexer));
            parser.removeErrorListeners();
            parser.addErrorListener(errors);
            ParseTree tree = parser.document();
            out.println(errors.count + "\t" + tree.toStringTree(parser));
        }
        out.flush();
    }
}
