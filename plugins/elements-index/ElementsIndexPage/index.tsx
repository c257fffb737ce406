/**
 * /elements: every built-in element with its description, grouped as in
 * the sidebar (data from plugins/elements-index at build). Plain links and
 * text, no script of its own.
 */
import Link from "@docusaurus/Link";
import Heading from "@theme/Heading";
import Layout from "@theme/Layout";
import type { ReactNode } from "react";
import type { IndexGroup } from "../entries";
import styles from "./styles.module.css";

const description =
  "Every JSX element tscircuit understands, grouped by kind, with what each is for: boards and groups, parts, connections, board features, PCB and schematic drawing, panels, 3D models and simulation.";

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default function ElementsIndexPage({
  groups,
}: {
  groups: IndexGroup[];
}): ReactNode {
  return (
    <Layout title="Elements" description={description}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Elements</Heading>
        <p>
          A tscircuit design is a tree of these elements, written as JSX. Each
          links to its page with its props and examples.
        </p>
        <nav aria-label="Element groups" className={styles.groupLinks}>
          {groups.map((group) => (
            <a key={group.label} href={`#${slug(group.label)}`}>
              {group.label}
            </a>
          ))}
        </nav>
        {groups.map((group) => (
          <section key={group.label}>
            <Heading as="h2" id={slug(group.label)}>
              {group.label}
            </Heading>
            <ul className={styles.list}>
              {group.entries.map((entry) => (
                <li key={entry.tag} className={styles.entry}>
                  <Tag entry={entry} />
                  <span className={styles.description}>
                    {entry.aliasOf
                      ? `Another name for <${entry.aliasOf}>. `
                      : ""}
                    {entry.description ??
                      (entry.propsType
                        ? `No page yet; its props are ${entry.propsType} in @tscircuit/props.`
                        : "No page yet.")}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

function Tag({ entry }: { entry: IndexGroup["entries"][number] }): ReactNode {
  const code = <code>{`<${entry.tag}>`}</code>;
  return entry.href ? (
    <Link className={styles.tag} to={entry.href}>
      {code}
    </Link>
  ) : (
    <span className={styles.tag}>{code}</span>
  );
}
