export default function Home() {
  return <p>سلام</p>;
}
