import { BrowseSkeleton } from "@/components/browse/browse-skeleton";

export default function CategoriesLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <BrowseSkeleton label="Loading categories" />
    </div>
  );
}
